'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import { Typed } from '@/components/ui/Typed';
import { WithValues } from '@/components/ui/WithValues';
import type { AppointmentEvent } from '@/lib/api/endpoints/bookings';
import { formatDate, formatSlot } from '@/lib/format';

type Change = AppointmentEvent['changes'][number];

/**
 * One recorded change's value as shown: a date and a phone number left to right, a period whole, a
 * yes or no in the page's words, and what a person typed (a place, a note, a name) in its own direction.
 */
function ChangeValue({ field, value }: { field: Change['field']; value: string | boolean }) {
  const t = useTranslations('lababak.preview.changed');
  const locale = useLocale();
  if (typeof value === 'boolean') return <>{field === 'can_move' ? t(value ? 'moves' : 'doesNotMove') : t(value ? 'yes' : 'no')}</>;
  if (value === '') return <>{t('empty')}</>;
  if (field === 'date') return <Ltr>{formatDate(value)}</Ltr>;
  if (field === 'time_period') return <bdi>{formatSlot(value, locale)}</bdi>;
  if (field === 'phone') return <Ltr>{value}</Ltr>;
  return <Typed>{value}</Typed>;
}

/**
 * What a change changed, one line a field: "Date changed from 03-12-2026 to 05-12-2026", "Towing
 * changed from not needed to needed"; the sentence in the page's direction, each value in its own.
 */
export function EventChanges({ changes }: { changes: AppointmentEvent['changes'] }) {
  const t = useTranslations('lababak.preview.changed');
  if (changes.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-slate-800">
      {changes.map((c) => (
        <li key={c.field}>
          <WithValues say={(v) => t(c.field, v)} values={{ from: <ChangeValue field={c.field} value={c.from} />, to: <ChangeValue field={c.field} value={c.to} /> }} />
        </li>
      ))}
    </ul>
  );
}
