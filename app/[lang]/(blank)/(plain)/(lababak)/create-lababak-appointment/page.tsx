import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AppointmentSearch } from '@/components/lababak/care/AppointmentSearch';
import { CareBooking } from '@/components/lababak/care/CareBooking';
import { DayView } from '@/components/lababak/care/DayView';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { LABABAK_VIEWS, StaffHeader } from '@/components/layout/StaffHeader';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ view?: string }> };

/**
 * The customer-care home: book for a customer (find the contract, date, the customer's data, preview),
 * search appointments, and the calendar of every appointment by day against each period's capacity.
 */
export default async function CustomerCareHome({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const asked = (await searchParams).view;
  const view = LABABAK_VIEWS.find((v) => v === asked) ?? 'book';
  const care = await getTranslations('lababakCare');
  return (
    <div className="flex flex-col gap-4">
      <StaffHeader name={lang === 'ar' ? user.name_ar : user.name_en} current={view} />
      <h2 className="sr-only">{care(`views.${view}`)}</h2>
      <ClientMessages namespaces={['lababak', 'lababakCare', 'flow', 'steps', 'validation', 'errors']}>
        <Suspense fallback={<p>…</p>}>
          {view === 'book' ? <CareBooking /> : view === 'appointments' ? <AppointmentSearch /> : <DayView />}
        </Suspense>
      </ClientMessages>
    </div>
  );
}
