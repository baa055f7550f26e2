import { useLocale } from 'next-intl';
import { Fragment } from 'react';
import { formatDate, partSeparator, rangeParts, slotTimes, type TextPart } from '@/lib/format';

/**
 * A formatted text whose elements (dates, times) each sit in their own isolate, between the words
 * of the page's language, never broken at its hyphens or spaces. `ltr` forces dates and numbers left to right; a time with its Arabic
 * "ص"/"م" is isolated in its own direction instead, so it reads "10:30 ص" and not "ص 10:30".
 */
export function Parts({ parts, ltr }: { parts: readonly TextPart[]; ltr: boolean }) {
  return (
    <>
      {parts.map((part, i) => (part.type === 'element'
        // Intl's times may differ by a space between Node and the browser: not worth a hydration warning.
        ? <bdi key={i} dir={ltr ? 'ltr' : undefined} className="whitespace-nowrap" suppressHydrationWarning>{part.value}</bdi>
        : <Fragment key={i}>{part.value}</Fragment>))}
    </>
  );
}

/**
 * Every range the portal shows (a contract's or a renewal's period, an appointment's slot): "A – B" in
 * English, "من A إلى B" in Arabic, start first for either reader. Never one left-to-right span
 * around "A – B": in an Arabic line it puts the end where the reader begins.
 */
export function Range({ from, to, ltr = true, testId }: { from: string; to: string; ltr?: boolean; testId?: string }) {
  const locale = useLocale();
  return <span data-testid={testId}><Parts parts={rangeParts(from, to, locale)} ltr={ltr} /></span>;
}

/** An appointment's slot ("10:30-12:30"): "10:30 AM – 12:30 PM" / "من 10:30 ص إلى 12:30 م". */
export function SlotRange({ slot }: { slot: string }) {
  const [from, to] = slotTimes(slot, useLocale());
  return <Range from={from} to={to} ltr={false} />;
}

/** A day (yyyy-MM-dd) and an appointment's slot on one line, with the reader's comma: "26-11-2026، من 10:30 ص إلى 12:30 م". */
export function DayAndSlot({ day, slot }: { day: string; slot: string }) {
  const locale = useLocale();
  return <><bdi dir="ltr" className="whitespace-nowrap">{formatDate(day)}</bdi>{partSeparator(locale)}<SlotRange slot={slot} /></>;
}
