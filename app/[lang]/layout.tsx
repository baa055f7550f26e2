import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { DemoBanner } from '@/components/layout/DemoBanner';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { COMPANY_COLOURS, COMPANY_NAME } from '@/lib/config/company';
import { outboxActive } from '@/lib/config/env';
import { directionOf, routing } from '@/lib/i18n/routing';
export { generateStaticParams } from '@/lib/i18n/static-params';
import { preloadFontOf } from '../font-preload';
import { arabic, latin } from '../fonts';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return {
    title: { default: `${COMPANY_NAME[lang]} · ${t('title')}`, template: `%s · ${COMPANY_NAME[lang]}` },
    description: t('description'),
    alternates: { languages: { en: '/en', ar: '/ar' } },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: COMPANY_COLOURS.brand };

export default async function LocaleLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  preloadFontOf(lang);
  const t = await getTranslations('common');
  return (
    <html lang={lang} dir={directionOf(lang)} className={`${latin.variable} ${arabic.variable}`}>
      <body className={`${lang === 'ar' ? 'lang-arabic' : 'lang-latin'} min-h-screen bg-slate-50 text-slate-900 antialiased`}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {t('skipToContent')}
        </a>
        {outboxActive() ? <DemoBanner /> : null}
        <ClientMessages namespaces={['common', 'errorState']}>
          <ScrollToTop />
          {/* Every form sends through React Query's useMutation, and forms are on most pages. */}
          <QueryProvider>{children}</QueryProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
