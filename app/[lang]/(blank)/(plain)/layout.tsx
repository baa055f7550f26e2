import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Blank layout (spec §2) for the screens without the customer frame: the customer-care screens and
 * the renewal and purchase flows. Offers and profile are in `(customer)` beside it.
 */
export default async function BlankLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  // Rendered per request, so Next can put the nonce of the page's Content-Security-Policy on its scripts (lib/http/page-csp).
  await connection();
  await pageLocale(params);
  return (
    <div className="min-h-screen bg-white">
      <SiteHeader tone="light" />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8">{children}</main>
    </div>
  );
}
