import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { CarRenewal } from '@/components/renewal/CarRenewal';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { redirect } from 'next/navigation';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ policyId?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'renewal' });
  return { title: t('title') };
}

/**
 * Car renewal (blank layout): `?policyId=` names one of the customer's motor contracts. Without one
 * (a link cut short, a bookmark) the customer lands on their car contracts, where each renewable one
 * has its Renew button, rather than on the not-found page.
 */
export default async function CarRenewalPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const { policyId } = await searchParams;
  if (!isRecordId(policyId)) redirect(`/${lang}/dashboard/motor`);
  const t = await getTranslations();
  return (
    <PurchaseFrame title={t('renewal.title')} back={t('purchase.backToDashboard')} extra={['renewal', 'contracts', 'carPrice', 'motor']}>
      <CarRenewal policyId={policyId} />
    </PurchaseFrame>
  );
}
