import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CarPurchase } from '@/components/purchase/car/CarPurchase';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { buyerProfile } from '@/components/purchase/profile';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'carPrice.purchase' });
  return { title: t('title') };
}

/**
 * Car cover online (steps layout): the car, its price, the documents, the summary, then payment. A
 * price seen before sign-up opens it on the documents. Cars the rules send to a person go to the
 * request flow (./request) with the reason.
 */
export default async function CarPurchasePage({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const t = await getTranslations();
  return (
    <PurchaseFrame title={t('carPrice.purchase.title')} intro={t('carPrice.purchase.intro')} back={t('purchase.backToDashboard')} extra={['carPrice', 'motor', 'pricing']}>
      <CarPurchase profile={buyerProfile(user)} />
    </PurchaseFrame>
  );
}
