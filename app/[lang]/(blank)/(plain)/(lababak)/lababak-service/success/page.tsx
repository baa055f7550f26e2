import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppointmentFacts } from '@/components/lababak/AppointmentFacts';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { ApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { sessionApi } from '@/lib/session/server';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ id?: string; claim?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'lababak.success' });
  return { title: t('title') };
}

/** Success: the booked appointment's reference, read again from the backend so a reload shows the same. */
export default async function LababakSuccessPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const { id, claim } = await searchParams;
  if (!isRecordId(id)) redirect(`/${lang}/lababak-service`);
  await requireUser(lang);
  let appointment;
  try {
    ({ appointment } = await (await sessionApi(lang)).getCustomerAppointment({ params: { id } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  const t = await getTranslations('lababak.success');
  const claims = await getTranslations('claimReport');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-green-800">{t('title')}</h1>
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
        {t.rich('reference', { ref: () => <strong dir="ltr">{appointment.reference}</strong> })}
      </p>
      <ClientMessages namespaces={['lababak']}>
        <AppointmentFacts facts={appointment} />
      </ClientMessages>
      <div className="flex flex-wrap gap-3">
        {/* Booked from a claim: the way back to it (its page shows the appointment once linked). */}
        {isRecordId(claim) ? (
          <Link href={`/claims/${claim}`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">{claims('backToClaim')}</Link>
        ) : null}
        <Link href={{ pathname: '/appointment-preview', query: { id: appointment.id } }} className={`inline-flex min-h-11 items-center rounded-lg px-5 py-2 font-semibold ${
          isRecordId(claim) ? 'border border-brand-600 text-brand-700 hover:bg-brand-50' : 'bg-brand-600 text-white hover:bg-brand-700'}`}>{t('view')}</Link>
        <Link href="/dashboard/motor" className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50">{t('dashboard')}</Link>
      </div>
    </div>
  );
}
