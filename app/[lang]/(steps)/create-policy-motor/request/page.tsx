import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PurchaseFrame } from '@/components/purchase/PurchaseFrame';
import { buyerProfile } from '@/components/purchase/profile';
import { MotorRequest } from '@/components/requests/motor/MotorRequest';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'motor' });
  return { title: t('title') };
}

/**
 * Car request (steps layout): a car the company's rules send to a person (`?reason=`, shown at the
 * top, its answers carried from the price); the motor department calls back with the price.
 */
export default async function MotorRequestPage({ params }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const t = await getTranslations();
  return (
    <PurchaseFrame title={t('motor.title')} intro={t('motor.intro')} back={t('purchase.backToDashboard')} extra={['motor', 'requests', 'carPrice']}>
      {/* Its sends are mutations (React Query), as on the purchase's pages. */}
        <MotorRequest profile={buyerProfile(user)} />
    </PurchaseFrame>
  );
}
