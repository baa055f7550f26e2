import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Default layout (spec §2): every first segment the other layouts do not claim. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  await pageLocale(params);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">{children}</main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-600" />
    </div>
  );
}
