import { useLocale } from 'next-intl';
import { dateTimeParts } from '@/lib/format';
import { Parts } from './Range';

/** A moment as a date and a time in Amman: "26-11-2026, 10:30 AM" / "26-11-2026، 10:30 ص" (lib/format's dateTimeParts). */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const parts = dateTimeParts(value, useLocale());
  return (
    <time dateTime={value} className={className}>
      <bdi dir="ltr" className="whitespace-nowrap">{parts[0]?.value}</bdi>{parts[1]?.value}<Parts parts={parts.slice(2)} ltr={false} />
    </time>
  );
}
