import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { API_DATE_SUFFIX, CURRENCY, DATE_DISPLAY_FORMAT, EXPIRY_WARNING_DAYS, RENEWAL_WINDOW_DAYS } from '@/lib/config/business';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';

/** A calendar day (`yyyy-MM-dd`, or an ISO date-time) as the portal shows it: dd-MM-yyyy (spec §9). */
export function formatDate(day: string | Date): string {
  const date = typeof day === 'string' ? parseISO(day) : day;
  return format(date, DATE_DISPLAY_FORMAT);
}

const jordanClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** A moment (an ISO date-time) as the portal shows it: dd-MM-yyyy HH:mm on Jordan's clock, whatever the machine's zone. */
export function formatDateTime(at: string | Date): string {
  const parts = Object.fromEntries(jordanClock.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A calendar day as the API takes it: `yyyy-MM-ddT00:00:00.000Z` (spec §9). */
export function toApiDate(day: Date): string {
  return `${format(day, 'yyyy-MM-dd')}${API_DATE_SUFFIX}`;
}

export { formatJod } from './money';

/** Whole days from today to the expiry day; negative once expired. */
export function daysToExpiry(expiry: string | Date, today: Date = new Date()): number {
  return differenceInCalendarDays(typeof expiry === 'string' ? parseISO(expiry) : expiry, today);
}

export function expiresSoon(days: number): boolean {
  return days >= 0 && days <= EXPIRY_WARNING_DAYS;
}

export function inRenewalWindow(days: number): boolean {
  return days >= 0 && days <= RENEWAL_WINDOW_DAYS;
}

/**
 * The two ends of an appointment slot ("10:30-12:30") as times in the page's language, e.g.
 * ["10:30 AM", "12:30 PM"] or ["10:30 ص", "12:30 م"], Latin digits like every other number of the portal.
 */
export function slotTimes(slot: string, locale: string): [string, string] {
  const time = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' });
  const [from, to] = slot.split('-').map((hhmm) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return time.format(Date.UTC(2000, 0, 1, h, m));
  });
  return [from ?? '', to ?? ''];
}

export function formatSlot(slot: string, locale: string): string {
  return slotTimes(slot, locale).join(' – ');
}

/**
 * A list as the page's language writes it, in parts so that each item can be wrapped (a traveller's
 * name in its own `bdi`): "Omar, Sara, and Ali" in English, "Omar وSara وAli" in Arabic.
 */
export function listParts(items: readonly string[], locale: string): { type: 'element' | 'literal'; value: string }[] {
  return new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en', { style: 'long', type: 'conjunction' }).formatToParts(items);
}

export function formatList(items: readonly string[], locale: string): string {
  return listParts(items, locale).map((part) => part.value).join('');
}
