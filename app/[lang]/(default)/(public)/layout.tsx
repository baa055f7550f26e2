import type { ReactNode } from 'react';
import { PublicFooter } from '@/components/frame/PublicFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Default layout (spec §2) of the public pages (terms, QR verification, forgotten password, account
 * states): the header and the company's footer. Signed-in customer screens of the group are in `(customer)`.
 */
export default async function DefaultPublicLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  await pageLocale(params);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">{children}</main>
      <PublicFooter />
    </div>
  );
}
