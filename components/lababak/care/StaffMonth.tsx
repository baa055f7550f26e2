'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { DayLoad } from '@/lib/api/endpoints/bookings';
import { ammanDay, dayRefusal } from '@/lib/calendar/days';
import { formatDate } from '@/lib/format';
import { monthLoadQuery } from '@/lib/query/bookings';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { Calendar, monthStart, type DayInfo } from '../Calendar';

type Props = {
  label: string;
  selected?: string;
  onSelect: (day: string) => void;
  /** Booking: closed and full days cannot be chosen. Otherwise (the calendar view) every day opens. */
  booking?: boolean;
};

const noBlockedDays = new Set<string>();

/**
 * The customer-care month grid: each day says how many places are still free (from one call for the
 * month), full days, Fridays and Saturdays and blocked days (with their reason) are marked in words
 * and, when booking, cannot be chosen; the month's days off are listed under the grid.
 */
export function StaffMonth({ label, selected, onSelect, booking = false }: Props) {
  const t = useTranslations('lababakCare.month');
  const refusal = useTranslations('lababak.date.refusal');
  const api = useBrowserApi();
  const [month, setMonth] = useState(() => monthStart(selected ?? ammanDay(new Date())));
  const load = useQuery(monthLoadQuery(api, month.slice(0, 7)));
  const days = new Map((load.data?.days ?? []).map((d) => [d.date, d]));
  const ltr = (chunks: ReactNode) => <span dir="ltr">{chunks}</span>;

  const info = (day: string): DayInfo | null => {
    const d = days.get(day);
    if (!d) return null;
    return dayInfo(d);
  };
  function dayInfo(d: DayLoad): DayInfo {
    const counts = { taken: d.taken, capacity: d.capacity, free: d.free };
    switch (d.closed) {
      case 'closed': return { note: t('closed'), label: t('label.closed'), tone: 'closed' };
      case 'blocked': return { note: t('blocked'), label: d.reason ? t('label.blocked', { reason: d.reason }) : t('label.blockedNoReason'), tone: 'closed' };
      case 'past': return { label: t('label.past', counts), tone: 'closed' };
      case 'too_far': return { label: t('label.too_far'), tone: 'closed' };
      default:
        return d.free > 0
          ? { note: t('free', { free: d.free }), label: t('label.open', counts), tone: 'open' }
          : { note: t('full'), label: t('label.full', counts), tone: 'full' };
    }
  }
  // Until the month has loaded, the rules known without it (past, Fridays and Saturdays, too far) still hold.
  const now = new Date();
  const disabledReason = booking ? (day: string): string | null => {
    const d = days.get(day);
    if (!d) {
      const why = dayRefusal(day, now, noBlockedDays);
      return why ? refusal(why) : null;
    }
    return d.closed || d.free === 0 ? dayInfo(d).label : null;
  } : undefined;
  const daysOff = (load.data?.days ?? []).filter((d) => d.closed === 'blocked');

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-slate-700">{booking ? t('legend') : t('legendView')}</p>
      <Calendar label={label} selected={selected} onSelect={onSelect} anyMonth={!booking} month={month} onMonthChange={setMonth}
        dayInfo={info} disabledReason={disabledReason} />
      <div aria-live="polite" className="text-sm">
        {load.isPending ? <p className="text-slate-700">{t('loading')}</p> : load.isError ? <p role="alert" className="text-red-700">{t('failed')}</p> : null}
        {daysOff.length ? (
          <section aria-label={t('daysOff')} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <h4 className="font-semibold text-slate-800">{t('daysOff')}</h4>
            <ul className="mt-1 flex flex-col gap-0.5 text-slate-700">
              {daysOff.map((d) => (
                <li key={d.date}>{t.rich('dayOff', { date: formatDate(d.date), reason: d.reason ?? t('label.blockedNoReason'), ltr })}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
