'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { formatDate, formatSlot } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CarName } from '../CarName';

/** Appointments as rows that open the staff preview. */
export function AppointmentList({ appointments, label }: { appointments: Appointment[]; label: string }) {
  const t = useTranslations('lababak.preview');
  const locale = useLocale();
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {appointments.map((a) => (
        <li key={a.id}>
          <Link href={{ pathname: '/appointment-preview-c', query: { id: a.id } }}
            className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 hover:bg-brand-50">
            <span><span dir="ltr" className="font-semibold">{a.reference}</span> · <bdi data-user-text>{a.name}</bdi> · <CarName car={a.car} /></span>
            <span className="text-sm text-slate-700">
              <span dir="ltr">{formatDate(a.date)}</span> · <bdi suppressHydrationWarning>{formatSlot(a.time_period, locale)}</bdi> · {t(`state.${a.status}`)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
