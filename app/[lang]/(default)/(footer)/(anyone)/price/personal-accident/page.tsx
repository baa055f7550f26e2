import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuardPriceForm } from '@/components/pricing/GuardPriceForm';
import { PriceFrame } from '@/components/pricing/PriceFrame';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readSession } from '@/lib/session/server';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'pricing' });
  return { title: t('guard.title') };
}

/** Personal accident's price before any account (docs/buying-online.md#prices-before-an-account). */
export default async function PersonalAccidentPricePage({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations('pricing');
  // Only whether to offer sign-in: the price and the purchase check the session themselves.
  const signedIn = Boolean((await readSession())?.user);
  return (
    <PriceFrame lang={lang} line="personal-accident" title={t('guard.title')} signedIn={signedIn}>
      <GuardPriceForm signedIn={signedIn} />
    </PriceFrame>
  );
}
