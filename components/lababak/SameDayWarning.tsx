'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { formatDate, formatList, formatSlot } from '@/lib/format';

type Props = {
  /** The car as the review names it. */
  car: string;
  day: string;
  /** The periods the car's other appointments of that day are in. */
  periods: readonly string[];
  /** The period being booked. */
  period?: string;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  /** Set when Book was pressed without the box ticked. */
  missing: boolean;
  onOtherDay: () => void;
};

/**
 * The review's warning that the car already has an assessment that day: a second one in another period
 * is booked only with the box ticked (the request's confirm_same_day); the same period cannot be booked.
 */
export function SameDayWarning({ car, day, periods, period, confirmed, onConfirm, missing, onOtherDay }: Props) {
  const t = useTranslations('lababak.policy');
  const locale = useLocale();
  const samePeriod = period !== undefined && periods.includes(period);
  return (
    <section aria-labelledby="same-day-title" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <h3 id="same-day-title" className="font-semibold">{t('sameDayTitle')}</h3>
      <p className="mt-1">
        {t('sameDay', { car, day: formatDate(day), periods: formatList([...new Set(periods)].map((p) => formatSlot(p, locale)), locale) })}
      </p>
      {samePeriod ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">{t('samePeriod')}</p>
      ) : (
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" checked={confirmed} onChange={(e) => onConfirm(e.target.checked)} aria-describedby={missing ? 'same-day-missing' : undefined} className="size-6 shrink-0 accent-brand-600" />
          <span className="font-medium">{t('confirmSameDay')}</span>
        </label>
      )}
      {missing && !samePeriod ? <p id="same-day-missing" role="alert" className="mt-1 text-sm text-red-800">{t('confirmRequired')}</p> : null}
      <Button variant="secondary" className="mt-3" onClick={onOtherDay}>{t('otherDay')}</Button>
    </section>
  );
}
