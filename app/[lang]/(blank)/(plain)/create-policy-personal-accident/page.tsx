import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuardPurchase } from '@/components/purchase/personal-accident/GuardPurchase';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { buyerProfile } from '@/components/purchase/profile';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'purchase.guard' });
  return { title: t('title') };
}

export default async function PersonalAccidentPurchasePage({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const t = await getTranslations('purchase');
  return (
    <PurchaseFrame title={t('guard.title')} intro={t('guard.intro')} back={t('backToDashboard')} extra={['pricing']}>
      <GuardPurchase profile={buyerProfile(user)} />
    </PurchaseFrame>
  );
}
