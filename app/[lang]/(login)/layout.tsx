import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Login layout (spec §2): the language root, sign-in, cheques and validate-otp. */
export default async function LoginLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  await pageLocale(params);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-700 to-brand-900">
      <SiteHeader />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:py-14">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl sm:p-8">{children}</div>
      </main>
    </div>
  );
}
