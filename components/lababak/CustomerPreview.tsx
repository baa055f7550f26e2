'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { Link } from '@/lib/i18n/navigation';
import { customerAppointmentQuery } from '@/lib/query/bookings';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentScreen } from './AppointmentScreen';

/** appointment-preview?id=…: the customer's own appointment; changes go through the same rules as booking. */
export function CustomerPreview({ id }: { id: number }) {
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
      <Link href="/dashboard/motor#appointments" className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">{t('back')}</Link>
    </>
  );
}
