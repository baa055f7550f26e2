'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { STAFF_STEPS, type Appointment } from '@/lib/api/endpoints/bookings';
import { Link } from '@/lib/i18n/navigation';
import { staffAppointmentQuery } from '@/lib/query/bookings';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentScreen } from '../AppointmentScreen';
import { useBookingError } from '../useBookingError';

const ORDER = ['booked', ...STAFF_STEPS] as const;

/** appointment-preview-c?id=…: any appointment for customer care, with the next timeline step. */
export function StaffPreview({ id, booked }: { id: number; booked: boolean }) {
  const t = useTranslations('lababakCare');
  const api = useBrowserApi();
  const client = useQueryClient();
  const bookingError = useBookingError();
  const query = useQuery(staffAppointmentQuery(api, id));
  const changed = (a: Appointment) => {
    client.setQueryData(staffAppointmentQuery(api, id).queryKey, a);
    void client.invalidateQueries({ queryKey: ['booking', 'day'] });
  };
  const move = useMutation({
    mutationFn: (status: (typeof STAFF_STEPS)[number]) => api().updateAppointmentStatus({ body: { id, status } }),
    onSuccess: ({ appointment }) => changed(appointment),
  });
  if (query.isPending) return <p>…</p>;
  if (query.isError) return <p role="alert" className="text-red-700">{t('notFound')}</p>;
  const a = query.data;
  const next = a.status === 'cancelled' ? undefined : ORDER[ORDER.indexOf(a.status as (typeof ORDER)[number]) + 1];

  return (
    <>
      {booked ? <p role="status" className="mb-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">{t('bookedFor', { reference: a.reference, name: a.name })}</p> : null}
      <AppointmentScreen
        appointment={a}
        mode="staff"
        typedOnly
        onChanged={changed}
        onSave={async (change) => (await api().updateAppointment({ body: change })).appointment}
        onCancel={async (notes) => (await api().cancelAppointmentForPolicy({ params: { id, second: a.policy_id }, query: { notes } })).appointment}
        staff={next && next !== 'booked' ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => move.mutate(next)} disabled={move.isPending}>{t(`move.${next}`)}</Button>
            {move.isError ? <p role="alert" className="text-red-700">{bookingError(move.error)}</p> : null}
          </div>
        ) : null}
      />
      <Link href="/create-lababak-appointment?view=calendar" className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">{t('backToCalendar')}</Link>
    </>
  );
}
