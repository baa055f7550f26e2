import { format } from 'date-fns';
import { ammanDay, companyDate, dayOf, daysBetween } from '@/lib/calendar/days';
import { API_DATE_SUFFIX, DATE_DISPLAY_FORMAT, RENEWAL_WINDOW_DAYS } from '@/lib/config/business';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { joinParts, partSeparator } from './join';
import { formatRange, type TextPart } from './range';

export { joinParts, partSeparator } from './join';
export { formatRange, rangeParts, type TextPart } from './range';
export { isolateLtr } from './bidi';

/**
 * A calendar day (`yyyy-MM-dd`), an ISO date-time or an instant as the portal shows it: its day in
 * Amman, dd-MM-yyyy (spec §9), whatever zone the server or the browser is in.
 */
export function formatDate(day: string | Date): string {
  return format(companyDate(day), DATE_DISPLAY_FORMAT);
}

/** The day in Amman at an instant as the API takes it: `yyyy-MM-ddT00:00:00.000Z` (spec §9). */
export function toApiDate(day: Date): string {
  return `${ammanDay(day)}${API_DATE_SUFFIX}`;
}

export { formatJod } from './money';

/** Whole days from today in Amman to the expiry day; negative once expired. */
export function daysToExpiry(expiry: string | Date, today: Date = new Date()): number {
  return daysBetween(ammanDay(today), dayOf(expiry));
}

export function inRenewalWindow(days: number): boolean {
  return days >= 0 && days <= RENEWAL_WINDOW_DAYS;
}

/** Times as people in Jordan read them: twelve-hour with the half of the day, Latin digits. */
function timeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone });
}

/** A wall-clock time ("16:30") as an instant whose UTC reading is that time, to format in UTC. */
function clockInstant(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return Date.UTC(2000, 0, 1, h, m);
}

/** "16:30" as the page's language writes it: "4:30 PM" / "4:30 م". */
export function formatTime(hhmm: string, locale: string): string {
  return timeFormat(locale, 'UTC').format(clockInstant(hhmm));
}

/**
 * "16:30" → 4:30 with its half of the day ('pm'), for texts that name the half in their own words
 * ("4:30 مساءً", the opening hours).
 */
export function twelveHourClock(hhmm: string): { time: string; half: 'am' | 'pm' } {
  const parts = timeFormat('en', 'UTC').formatToParts(clockInstant(hhmm));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${part('hour')}:${part('minute')}`, half: part('dayPeriod').toLowerCase() === 'pm' ? 'pm' : 'am' };
}

/**
 * The two ends of an appointment slot ("10:30-12:30") as times in the page's language, e.g.
 * ["10:30 AM", "12:30 PM"] or ["10:30 ص", "12:30 م"], Latin digits like every other number of the portal.
 */
export function slotTimes(slot: string, locale: string): [string, string] {
  const [from = '', to = ''] = slot.split('-');
  return [formatTime(from, locale), formatTime(to, locale)];
}

/** A slot as a range: "10:30 AM – 12:30 PM" / "من 10:30 ص إلى 12:30 م". */
export function formatSlot(slot: string, locale: string): string {
  return formatRange(...slotTimes(slot, locale), locale);
}

/**
 * A moment (a notification, a step of an appointment) as a date and a time in Amman, in parts so the
 * date can sit in its own left-to-right span: "26-11-2026, 10:30 AM" / "26-11-2026، 10:30 ص".
 * A day and a slot use the same shape through dateAndSlotParts.
 */
export function dateTimeParts(instant: string | Date, locale: string): TextPart[] {
  const moment = typeof instant === 'string' ? new Date(instant) : instant;
  return [
    { type: 'element', value: formatDate(moment) },
    { type: 'literal', value: partSeparator(locale) },
    { type: 'element', value: timeFormat(locale, COMPANY_TIME_ZONE).format(moment) },
  ];
}

/** The same moment as one string, for texts that carry no markup (the PDF, messages). */
export function formatDateTime(instant: string | Date, locale: string): string {
  return dateTimeParts(instant, locale).map((part) => part.value).join('');
}

/** An appointment's day and slot on one line: "26-11-2026, 10:30 AM – 12:30 PM" / "26-11-2026، من 10:30 ص إلى 12:30 م". */
export function formatDateAndSlot(day: string, slot: string, locale: string): string {
  return joinParts([formatDate(day), formatSlot(slot, locale)], locale);
}

/**
 * A list as the page's language writes it, in parts so that each item can be wrapped (a traveller's
 * name in its own `bdi`): "Omar, Sara, and Ali" in English, "Omar وSara وAli" in Arabic.
 */
export function listParts(items: readonly string[], locale: string): TextPart[] {
  return new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en', { style: 'long', type: 'conjunction' }).formatToParts(items);
}

export function formatList(items: readonly string[], locale: string): string {
  return listParts(items, locale).map((part) => part.value).join('');
}
