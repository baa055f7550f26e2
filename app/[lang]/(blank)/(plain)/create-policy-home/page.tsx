import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomePurchase } from '@/components/purchase/home/HomePurchase';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { buyerProfile } from '@/components/purchase/profile';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'purchase.home' });
  return { title: t('title') };
}

export default async function HomePurchasePage({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const t = await getTranslations('purchase');
  return (
    <PurchaseFrame title={t('home.title')} intro={t('home.intro')} back={t('backToDashboard')} extra={['pricing']}>
      <HomePurchase profile={buyerProfile(user)} />
    </PurchaseFrame>
  );
}
