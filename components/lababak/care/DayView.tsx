'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { SlotRange } from '@/components/ui/Range';
import { ammanDay } from '@/lib/calendar/days';
import { formatDate, formatSlot } from '@/lib/format';
import { dayQuery } from '@/lib/query/bookings';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { AppointmentList } from './AppointmentList';
import { StaffMonth } from './StaffMonth';

/** The calendar view: pick a day, see each period's bookings against its capacity and open any of them. */
export function DayView() {
  const t = useTranslations('lababakCare.calendar');
  const locale = useLocale();
  const api = useBrowserApi();
  const [day, setDay] = useState(() => ammanDay(new Date()));
  const { data, isPending, isError } = useQuery(dayQuery(api, day));
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <StaffMonth label={t('label')} selected={day} onSelect={setDay} />
      <section aria-labelledby="day-heading" aria-live="polite">
        <h2 id="day-heading" className="text-lg font-semibold text-brand-900">{t.rich('day', { date: formatDate(day), ltr: (chunks) => <span dir="ltr">{chunks}</span> })}</h2>
        {isPending ? <p>…</p> : isError ? <p className="text-red-700">{t('failed')}</p> : (
          <>
            {data.closed ? <p className="mt-1 text-slate-700">{t(`closed.${data.closed}`)}</p> : null}
            <ul className="mt-3 flex flex-col gap-4">
              {data.periods.map((p) => (
                <li key={p.time_period} data-period={p.time_period} className="rounded-xl border border-slate-200 p-3">
                  <p className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold"><SlotRange slot={p.time_period} /></span>
                    <span className={`text-sm font-semibold ${p.taken >= p.capacity ? 'text-red-700' : 'text-slate-700'}`}>
                      {t('taken', { taken: p.taken, capacity: p.capacity })}
                    </span>
                  </p>
                  {p.appointments.length ? <div className="mt-2"><AppointmentList appointments={p.appointments} label={formatSlot(p.time_period, locale)} /></div> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
