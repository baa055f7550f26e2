import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { CompanyRenewal } from '@/components/renewal/CompanyRenewal';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'renewal' });
  return { title: t('companyTitle') };
}

/** Company renewal (the SMS link): pays the renewal, or shows the expired page. */
export default async function CompanyRenewalPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const { token } = await searchParams;
  const t = await getTranslations();
  return (
    <PurchaseFrame title={t('renewal.companyTitle')} back={t('purchase.backToDashboard')} extra={['renewal', 'contracts', 'carPrice', 'motor']}>
      <CompanyRenewal token={typeof token === 'string' ? token : null} />
    </PurchaseFrame>
  );
}
