import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LababakService } from '@/components/lababak/LababakService';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { startingContract } from '@/lib/model/bookings/bookable';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sessionApi } from '@/lib/session/server';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ policy?: string | string[]; policyId?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'lababak' });
  return { title: t('title') };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The Lababak service request (spec §2), starting from the car contract: `?policy=` (the contract page's
 * and card's Book link; `policyId` from older links) preselects it once the customer's own contracts in
 * force say it is theirs, and a customer with one car contract starts with it.
 */
export default async function LababakServicePage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const query = await searchParams;
  const { policies } = await (await sessionApi(lang)).getMyPolicies();
  const start = startingContract(policies, one(query.policy) ?? one(query.policyId));
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
