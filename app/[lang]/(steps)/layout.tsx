import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Steps layout (spec §2): purchase flows and payment results; each page puts its step indicator on top. */
export default async function StepsLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  // Rendered per request, so Next can put the nonce of the page's Content-Security-Policy on its scripts (lib/http/page-csp).
  await connection();
  await pageLocale(params);
  return (
    <div className="min-h-screen bg-slate-100">
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 pb-12">{children}</main>
    </div>
  );
}
