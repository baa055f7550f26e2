'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AppointmentEvent } from '@/lib/api/endpoints/bookings';
import { formatDate, formatSlot } from '@/lib/format';

type Change = AppointmentEvent['changes'][number];

/** One recorded change in words: "Date changed from 03-12-2026 to 05-12-2026", "Towing changed from not needed to needed". */
export function useChangeText() {
  const t = useTranslations('lababak.preview.changed');
  const locale = useLocale();
  const value = (field: Change['field'], v: string | boolean): string => {
    if (typeof v === 'boolean') return field === 'can_move' ? t(v ? 'moves' : 'doesNotMove') : t(v ? 'yes' : 'no');
    if (v === '') return t('empty');
    if (field === 'date') return formatDate(v);
    if (field === 'time_period') return formatSlot(v, locale);
    return v;
  };
  return (c: Change) => t(c.field, { from: value(c.field, c.from), to: value(c.field, c.to) });
}

/** What a change changed, one line a field; Latin runs (dates, times, numbers) kept whole in Arabic. */
export function EventChanges({ changes }: { changes: AppointmentEvent['changes'] }) {
  const text = useChangeText();
  if (changes.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-slate-800">
      {changes.map((c) => <li key={c.field}><bdi data-user-text>{text(c)}</bdi></li>)}
    </ul>
  );
}
