import type { ReactNode } from 'react';
// Copied from the portal by scripts/bench/styled-baseline.mjs when the bench prepares this app: the
// stylesheet every page of the portal loads, its fonts (app/fonts.ts) and its one-font preload (app/font-preload.ts).
import '../portal.css';
import { preloadFontOf } from '../font-preload';
import { arabic, latin } from '../fonts';

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ lang: 'en' }, { lang: 'ar' }];
}

/** The portal's document (language, direction, font classes, body classes) and nothing else. */
export default async function StyledLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale = lang === 'ar' ? 'ar' : 'en';
  preloadFontOf(locale);
  return (
    <html lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'} className={`${latin.variable} ${arabic.variable}`}>
      <body className={`${locale === 'ar' ? 'lang-arabic' : 'lang-latin'} min-h-screen bg-slate-50 text-slate-900 antialiased`}>{children}</body>
    </html>
  );
}
