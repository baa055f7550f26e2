'use client';

import { useTranslations } from 'next-intl';
import { DayAndSlot } from '@/components/ui/Range';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { Link } from '@/lib/i18n/navigation';
import { CarName } from '../CarName';
import { Typed } from '@/components/ui/Typed';

/** Appointments as rows that open the staff preview. */
export function AppointmentList({ appointments, label }: { appointments: Appointment[]; label: string }) {
  const t = useTranslations('lababak.preview');
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {appointments.map((a) => (
        <li key={a.id}>
          <Link href={{ pathname: '/appointment-preview-c', query: { id: a.id } }}
            className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 hover:bg-brand-50">
            <span><span dir="ltr" className="font-semibold">{a.reference}</span> · <Typed>{a.name}</Typed> · <CarName car={a.car} /></span>
            <span className="text-sm text-slate-700">
              <DayAndSlot day={a.date} slot={a.time_period} /> · {t(`state.${a.status}`)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
