'use client';

import { useTranslations } from 'next-intl';
import type { Period } from '@/lib/api/endpoints/bookings';
import type { AppointmentSlot } from '@/lib/config/bookings';
import { SlotRange } from '@/components/ui/Range';

type Props = {
  periods: Period[];
  value?: string;
  onChange: (slot: AppointmentSlot) => void;
  error?: string;
};

/** The six two-hour periods of a day as radio buttons; full and begun ones are shown and disabled. */
export function PeriodPicker({ periods, value, onChange, error }: Props) {
  const t = useTranslations('lababak.period');
  return (
    <fieldset aria-describedby={error ? 'period-error' : undefined}>
      <legend className="font-medium text-slate-800">{t('legend')}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {periods.map((p) => {
          const free = p.state === 'free';
          return (
            <label key={p.time_period}
              className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 ${free ? 'cursor-pointer border-slate-300 bg-white has-checked:border-brand-600 has-checked:bg-brand-50' : 'border-slate-200 bg-slate-50 text-slate-600'}`}>
              <input type="radio" name="time_period" value={p.time_period} checked={value === p.time_period} disabled={!free}
                onChange={() => onChange(p.time_period)} />
              <span className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <span className="font-semibold"><SlotRange slot={p.time_period} /></span>
                <span className="text-sm">{free ? t('left', { count: Math.max(0, p.capacity - p.taken) }) : t(p.state === 'free' ? 'full' : p.state)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <p id="period-error" className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
