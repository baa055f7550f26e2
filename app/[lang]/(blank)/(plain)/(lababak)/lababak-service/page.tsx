import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { claimStart, type ClaimStart } from '@/components/lababak/from-claim';
import { LababakService } from '@/components/lababak/LababakService';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { startingContract } from '@/lib/model/bookings/bookable';
import { pointId } from '@/lib/model/bookings/geo';
import { isRecordId } from '@/lib/validation/record-id';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sessionApi } from '@/lib/session/server';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ policy?: string | string[]; policyId?: string | string[]; claim?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'lababak' });
  return { title: t('title') };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

type Api = Awaited<ReturnType<typeof sessionApi>>;

/**
 * `?claim=`: opened from a car claim's "Book the assessor". The customer's own claim on the contract the
 * booking starts with gives what it already told (components/lababak/from-claim.ts); any other id gives nothing.
 */
async function fromClaim(api: Api, id: string | undefined, contractId: number | null): Promise<ClaimStart | null> {
  if (!isRecordId(id) || contractId === null) return null;
  const claim = await api.getMyClaim({ params: { id: Number(id) } }).then((r) => r.claim, () => null);
  if (!claim || claim.policy_id !== contractId) return null;
  const approved = claim.location
    ? await api.getLocationApproval({ params: { id: pointId(claim.location) } }).then((a) => a.approved, () => false)
    : false;
  return claimStart(claim, approved);
}

/**
 * The Lababak service request (spec §2), starting from the car contract: `?policy=` (the contract page's
 * and card's Book link; `policyId` from older links) preselects it once the customer's own contracts in
 * force say it is theirs, and a customer with one car contract starts with it. From a claim (`?claim=`),
 * what the claim already answered is not asked again.
 */
export default async function LababakServicePage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const query = await searchParams;
  const api = await sessionApi(lang);
  const { policies } = await api.getMyPolicies();
  const contract = startingContract(policies, one(query.policy) ?? one(query.policyId));
  const start = { ...contract, claim: await fromClaim(api, one(query.claim), contract.contractId) };
  const t = await getTranslations('lababak');
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['lababak', 'products', 'flow', 'steps', 'validation', 'errors', 'upload']}>
        <Suspense fallback={<p className="mt-4">{t('loading')}</p>}>
          <LababakService start={start} />
        </Suspense>
      </ClientMessages>
    </>
  );
}
