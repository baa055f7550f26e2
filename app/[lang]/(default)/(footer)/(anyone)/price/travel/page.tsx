import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TravelPriceForm } from '@/components/pricing/TravelPriceForm';
import { PriceFrame } from '@/components/pricing/PriceFrame';
import { Refusal } from '@/components/purchase/Refusal';
import { pageLocale } from '@/lib/i18n/page-locale';
import { currentUser, readSession } from '@/lib/session/server';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'pricing' });
  return { title: t('travel.title') };
}

/**
 * Travel's price before any account (docs/buying-online.md#prices-before-an-account). A signed-in
 * customer barred from issuing travel on the web (spec §6, §8) is told so first, with the ways to reach
 * the company, rather than after filling the form.
 */
export default async function TravelPricePage({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations('pricing');
  // Only whether to offer sign-in: the price and the purchase check the session themselves.
  const signedIn = Boolean((await readSession())?.user);
  const barred = signedIn && Boolean((await currentUser(lang))?.web_issuing_barred);
  const purchase = await getTranslations('purchase');
  return (
    <PriceFrame lang={lang} line="travel" title={t('travel.title')} signedIn={signedIn}>
      {barred ? <Refusal title={purchase('errors.travel_web_barred')} /> : <TravelPriceForm signedIn={signedIn} />}
    </PriceFrame>
  );
}
