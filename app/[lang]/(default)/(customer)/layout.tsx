import type { ReactNode } from 'react';
import { CustomerFrame } from '@/components/frame/CustomerFrame';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

/**
 * The default layout's signed-in customer screens (contract pages, the appointment preview): the
 * customer frame. The group's other pages sit in `(footer)` beside it, without it.
 */
export default async function DefaultCustomerLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  return <CustomerFrame lang={lang}>{children}</CustomerFrame>;
}
