import type { ReactNode } from 'react';
import { PublicFooter } from '@/components/frame/PublicFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Default layout (spec §2) outside the customer frame: the header and the company's footer. The
 * groups inside say who may enter (lib/access): `(anyone)` terms, QR verification and the demo outbox;
 * `(signed-out)` the forgotten and reset password; `(signed-in)` the hosted payment page, the renewal
 * link and the account states. The customer frame's screens are in `(customer)` beside it.
 */
export default async function DefaultFooterLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  await pageLocale(params);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">{children}</main>
      <PublicFooter />
    </div>
  );
}
