'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { Link } from '@/lib/i18n/navigation';
import { customerAppointmentQuery } from '@/lib/query/bookings';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentScreen } from './AppointmentScreen';

/**
 * appointment-preview?id=…: the customer's own appointment; changes go through the same rules as booking.
 * `reportClaim` is the label of the way to report the accident as a claim (the page's words: claimReport).
 */
export function CustomerPreview({ id, reportClaim }: { id: number; reportClaim?: string }) {
  const t = useTranslations('lababak.preview');
  const api = useBrowserApi();
  const client = useQueryClient();
  const query = useQuery(customerAppointmentQuery(api, id));
  const changed = (a: Appointment) => {
    client.setQueryData(customerAppointmentQuery(api, id).queryKey, a);
    void client.invalidateQueries({ queryKey: ['customer-appointments'] });
    void client.invalidateQueries({ queryKey: ['booking', 'times'] });
  };
  if (query.isPending) return <p>{t('title')}…</p>;
  if (query.isError) return <p role="alert" className="text-red-700">{t('notFound')}</p>;
  return (
    <>
      <AppointmentScreen
        appointment={query.data}
        mode="customer"
        onChanged={changed}
        onSave={async (change) => (await api().updateAppointment({ body: change })).appointment}
        onCancel={async (notes) => (await api().cancelAppointment({ params: { id }, query: { notes } })).appointment}
      />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {reportClaim && query.data.status !== 'cancelled' ? (
          <Link href={{ pathname: '/report-claim', query: { appointment: id, policy: query.data.policy_id } }}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            {reportClaim}
          </Link>
        ) : null}
        <Link href="/dashboard/motor#appointments" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">{t('back')}</Link>
      </div>
    </>
  );
}
