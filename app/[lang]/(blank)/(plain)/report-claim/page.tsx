import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ReportClaim } from '@/components/claims/report/ReportClaim';
import { REPORT_MESSAGES } from '@/components/claims/report/messages';
import { reportStart } from '@/components/claims/report/start';
import { ClientMessages } from '@/components/layout/ClientMessages';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { ApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { sessionApi } from '@/lib/session/server';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ policy?: string | string[]; appointment?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'claimReport' });
  return { title: t('title') };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Report a claim: from the dashboard (the customer chooses the contract), a contract's page
 * (`?policy=`) or a Lababak appointment (`?appointment=&policy=`: a collision at its place). The page
 * checks that the contract and the appointment are the customer's own before the flow starts from them.
 */
export default async function ReportClaimPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const query = await searchParams;
  const api = await sessionApi(lang);
  const asked = one(query.appointment);
  const [{ policies }, appointment] = await Promise.all([
    api.getMyPolicies(),
    isRecordId(asked) ? api.getCustomerAppointment({ params: { id: asked } }).then((a) => a.appointment).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }) : Promise.resolve<Appointment | null>(null),
  ]);
  const start = reportStart(policies, one(query.policy), appointment);
  const t = await getTranslations('claimReport');
  return (
    <div className="mx-auto max-w-3xl">
      <Link href="/dashboard" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">{t('backToDashboard')}</Link>
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={[...REPORT_MESSAGES]}>
        <Suspense fallback={<p className="mt-4">{t('loading')}</p>}>
          <ReportClaim start={start} />
        </Suspense>
      </ClientMessages>
    </div>
  );
}
