import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { buyerProfile } from '@/components/purchase/profile';
import { Refusal } from '@/components/purchase/Refusal';
import { TravelPurchase } from '@/components/purchase/travel/TravelPurchase';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'purchase.travel' });
  return { title: t('title') };
}

/** Travel purchase (steps layout). A customer barred from web issuing is told so before anything is asked (spec §6, §8). */
export default async function TravelPurchasePage({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const t = await getTranslations('purchase');
  const profile = buyerProfile(user);
  return (
    <PurchaseFrame title={t('travel.title')} intro={t('travel.intro')} back={t('backToDashboard')} extra={['pricing', 'products', 'covers']}>
      {profile.web_issuing_barred ? (
        <Refusal title={t('errors.travel_web_barred')} />
      ) : (
        <TravelPurchase profile={profile} />
      )}
    </PurchaseFrame>
  );
}
