'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { dayRefusal } from '@/lib/calendar/days';
import type { AppointmentSlot } from '@/lib/config/bookings';
import { blockedDaysQuery, timesQuery } from '@/lib/query/bookings';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { Calendar } from './Calendar';
import { StaffMonth } from './care/StaffMonth';
import { PeriodPicker } from './PeriodPicker';

type Props = {
  day?: string;
  period?: string;
  onDay: (day: string) => void;
  onPeriod: (slot: AppointmentSlot) => void;
  /** The appointment being moved: its own place counts as free. */
  appointment?: number;
  error?: string;
  /** Customer care booking: the month grid with each day's free places, full days not selectable. */
  staff?: boolean;
};

/**
 * Choosing when: a calendar where past days, Fridays, Saturdays and blocked days cannot be chosen
 * (for customer care, with each day's free places, full days not selectable either), then the day's
 * six periods from the backend, full ones disabled.
 */
export function DayAndPeriod({ day, period, onDay, onPeriod, appointment, error, staff }: Props) {
  const t = useTranslations('lababak.date');
  const api = useBrowserApi();
  const blocked = useQuery({ ...blockedDaysQuery(api), enabled: !staff });
  const times = useQuery({ ...timesQuery(api, day ?? '', appointment), enabled: Boolean(day) });
  const blockedSet = new Set(blocked.data ?? []);
  const now = new Date();
  const reason = (d: string) => {
    const why = dayRefusal(d, now, blockedSet);
    return why ? t(`refusal.${why}`) : null;
  };
  return (
    <div className="flex flex-col gap-4">
      {staff
        ? <StaffMonth label={t('calendar')} selected={day} onSelect={onDay} booking />
        : <Calendar label={t('calendar')} selected={day} onSelect={onDay} disabledReason={reason} />}
      <div aria-live="polite">
        {!day ? <p className="text-slate-700">{t('pickDay')}</p>
          : times.isPending ? <p className="text-slate-700">{t('loading')}</p>
          : times.isError ? <p className="text-red-700">{t('loadFailed')}</p>
          : <PeriodPicker periods={times.data.periods} value={period} onChange={onPeriod} error={error} />}
      </div>
    </div>
  );
}
