import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { MedicalRequest } from '@/components/requests/medical/MedicalRequest';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'medical' });
  return { title: t('title') };
}

/** Medical request (steps layout): the main form and the members; the company calls back. */
export default async function MedicalRequestPage({ params }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const t = await getTranslations();
  return (
    <PurchaseFrame title={t('medical.title')} intro={t('medical.intro')} back={t('purchase.backToDashboard')} extra={['medical', 'requests']}>
      {/* Its sends are mutations (React Query), as on the purchase's pages. */}
        <MedicalRequest />
    </PurchaseFrame>
  );
}
