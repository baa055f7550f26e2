import type { ReactNode } from 'react';
import { CustomerFrame } from '@/components/frame/CustomerFrame';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';
import { currentUser } from '@/lib/session/server';

/**
 * The blank layout's customer screens (offers, one offer, profile) in the customer frame. A visitor
 * reaches only a shared offer's public preview (lib/access), which keeps the plain blank header; the
 * pages check the user themselves.
 */
export default async function BlankCustomerLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = await pageLocale(params);
  const user = await currentUser(lang);
  if (user?.type === 'customer') return <CustomerFrame lang={lang}>{children}</CustomerFrame>;
  return (
    <div className="min-h-screen bg-white">
      <SiteHeader tone="light" />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8">{children}</main>
    </div>
  );
}
