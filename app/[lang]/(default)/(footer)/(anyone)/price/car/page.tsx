import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { CarPricePage } from '@/components/pricing/car/CarPricePage';
import { buyHref } from '@/components/pricing/lines';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readSession } from '@/lib/session/server';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'carPrice' });
  return { title: t('title') };
}

/** A car price for anyone, no account needed (the landing's car tile). Per request: Buy leads a visitor to sign up (or sign in) first. */
export default async function CarPriceRoute({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations('carPrice');
  const pricing = await getTranslations('pricing');
  const signedIn = !!(await readSession())?.user;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      {signedIn ? null : (
        <p className="mt-2">
          <a href={buyHref(lang, 'car', false)} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">{pricing('signIn')}</a>
        </p>
      )}
      <ClientMessages namespaces={['carPrice', 'pricing', 'motor', 'purchase', 'validation', 'errors']}>
        <Suspense>
          <CarPricePage signedIn={signedIn} />
        </Suspense>
      </ClientMessages>
    </div>
  );
}
