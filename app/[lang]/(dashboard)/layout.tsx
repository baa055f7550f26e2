import type { ReactNode } from 'react';
import { CustomerFrame } from '@/components/frame/CustomerFrame';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { OfferPopup } from '@/components/offers/OfferPopup';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

/** Dashboard layout (spec §2): the customer frame, and the newest offer's popup once per session. */
export default async function DashboardLayout({ children, params }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const popup = (
    <ClientMessages namespaces={['offers']}>
      <OfferPopup />
    </ClientMessages>
  );
  return <CustomerFrame lang={lang} extra={popup}>{children}</CustomerFrame>;
}
