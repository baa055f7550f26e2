'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { addDays, ammanDay, weekday } from '@/lib/calendar/days';
import { joinParts } from '@/lib/format';

/** What a day of the grid says besides its number: a short visible note and the words added to its name. */
export type DayInfo = { note?: string; label: string; tone: 'open' | 'full' | 'closed' };

type Props = {
  selected?: string;
  onSelect: (day: string) => void;
  /** Why a day cannot be chosen (shown to screen readers), or null when it can. */
  disabledReason?: (day: string) => string | null;
  /** Labels the calendar (and its month heading). */
  label: string;
  /** Staff look back at earlier months too. */
  anyMonth?: boolean;
  /** The month shown (yyyy-MM-01) when the parent follows it, e.g. to load that month's days. */
  month?: string;
  onMonthChange?: (month: string) => void;
  /** A day's load or state, shown under its number and said in its name. */
  dayInfo?: (day: string) => DayInfo | null;
};

const noteTone = { open: 'text-slate-700', full: 'text-red-700', closed: 'text-slate-600' } as const;

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
function shiftMonth(first: string, by: number): string {
  const [y = 2000, m = 1] = first.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * A month of days as a table of buttons, weeks from Sunday as in Jordan. Days that cannot be chosen
 * are disabled buttons whose name says why; the month moves with Previous and Next.
 */
export function Calendar({ selected, onSelect, disabledReason = () => null, label, anyMonth, month: shown, onMonthChange, dayInfo = () => null }: Props) {
  const locale = useLocale();
  const t = useTranslations('lababak.calendar');
  const intlLocale = locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB';
  const today = ammanDay(new Date());
  const [own, setOwn] = useState(() => monthStart(selected ?? today));
  const month = shown ?? own;
  const setMonth = (next: string) => (onMonthChange ? onMonthChange(next) : setOwn(next));
  const first = weekday(month);
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  for (let d = month; d.slice(0, 7) === month.slice(0, 7); d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const dayName = new Intl.DateTimeFormat(intlLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(intlLocale, { weekday: 'short', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}T00:00:00Z`));
  const headingId = `calendar-${label.replace(/\W+/g, '-')}-month`;
  const canGoBack = anyMonth || month > monthStart(today);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      {/* On a phone the month buttons are arrows (their names stay for screen readers), so the month fits on one line. */}
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => setMonth(shiftMonth(month, -1))} disabled={!canGoBack}
          className="min-h-11 min-w-11 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">‹</span> <span className="sr-only sm:not-sr-only">{t('previous')}</span>
        </button>
        <h3 id={headingId} className="font-semibold text-brand-900" aria-live="polite">{monthName}</h3>
        <button type="button" onClick={() => setMonth(shiftMonth(month, 1))}
          className="min-h-11 min-w-11 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50">
          <span className="sr-only sm:not-sr-only">{t('next')}</span> <span aria-hidden="true" className="inline-block rtl:rotate-180">›</span>
        </button>
      </div>
      <table className="mt-2 w-full table-fixed border-collapse text-center" aria-label={joinParts([label, monthName], locale)}>
        <thead>
          <tr>
            {weeks[0]!.map((_, i) => {
              const sample = addDays('2026-03-01', i); // a Sunday
              return <th key={i} scope="col" className="py-1 text-xs font-medium text-slate-600">{shortDay.format(new Date(`${sample}T00:00:00Z`))}</th>;
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={i} />;
                const reason = disabledReason(day);
                const info = dayInfo(day);
                const isSelected = day === selected;
                const name = dayName.format(new Date(`${day}T00:00:00Z`));
                // The state is in the name and in words under the number, never in colour alone.
                const said = info?.label ?? reason;
                return (
                  <td key={i} className="p-0.5">
                    <button
                      type="button"
                      onClick={() => onSelect(day)}
                      disabled={reason !== null}
                      aria-pressed={isSelected}
                      aria-label={said ? joinParts([name, said], locale) : name}
                      title={info?.label}
                      aria-current={day === today ? 'date' : undefined}
                      data-day={day}
                      className={`flex min-h-11 w-full flex-col items-center justify-center rounded-lg py-0.5 text-sm font-semibold ${
                        isSelected ? 'bg-brand-600 text-white' : reason ? 'text-slate-400' : 'text-slate-900 hover:bg-brand-50'
                      } ${day === today && !isSelected ? 'ring-1 ring-brand-600' : ''}`}
                    >
                      <span className={reason && !isSelected ? 'line-through' : undefined}>{Number(day.slice(8))}</span>
                      {info?.note ? (
                        <span aria-hidden="true" className={`block text-[11px] leading-tight font-medium ${isSelected ? 'text-white' : reason ? 'text-slate-500' : noteTone[info.tone]}`}>
                          {info.note}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
