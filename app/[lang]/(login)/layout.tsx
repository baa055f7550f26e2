import type { ReactNode } from 'react';
import { PublicFooter } from '@/components/frame/PublicFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Login layout (spec §2): the language root (the landing), sign-in, cheques and validate-otp, with the company's footer. */
export default async function LoginLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  await pageLocale(params);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex flex-1 flex-col">{children}</div>
      <PublicFooter />
    </div>
  );
}
