import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayoutAccount } from '@/components/claims/payout/PayoutAccount';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { ProfileNav } from '@/components/profile/ProfileNav';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ claim?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'claimPage.payout' });
  return { title: t('title') };
}

/**
 * The account claim money is sent to (profile/payout-account); `?claim=ID` (from a claim's settlement)
 * opens the change at once and leads back to that claim when it is done.
 */
export default async function PayoutAccountPage({ params, searchParams }: Props) {
  await requireUser(await pageLocale(params));
  const { claim } = await searchParams;
  const t = await getTranslations('claimPage.payout');
  return (
    <>
      <ProfileNav current="payout-account" />
      <h2 className="mb-4 text-xl font-semibold text-brand-900">{t('title')}</h2>
      <ClientMessages namespaces={['claimPage', 'profile', 'validation', 'errors', 'claims']}>
        <PayoutAccount claimId={isRecordId(claim) ? Number(claim) : null} />
      </ClientMessages>
    </>
  );
}
