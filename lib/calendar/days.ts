import { tz, TZDate } from '@date-fns/tz';
import { parseISO } from 'date-fns';
import { APPOINTMENT_SLOTS, EARLIEST_YEAR } from '@/lib/config/business';
import { BOOKING_HORIZON_DAYS, CLOSED_WEEKDAYS, type AppointmentSlot } from '@/lib/config/bookings';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';

/**
 * The company's calendar: days in Jordan (COMPANY_TIME_ZONE), whatever zone the server, the test
 * runner or the browser is in. Nothing here reads the process's zone: an instant is turned into a
 * day, and a day and a wall-clock time into an instant, in the company's zone by name. Days are
 * calendar days written yyyy-MM-dd, as the database stores them; the same rules serve the booking
 * calendar, the backend (today, contract periods, renewal windows, reminders) and the seed.
 */

const inCompanyZone = tz(COMPANY_TIME_ZONE);
/**
 * One formatter for the day in Amman: building an Intl.DateTimeFormat costs far more than using one,
 * and a dashboard works out the day for every contract. `en-CA` writes yyyy-MM-dd.
 */
const ammanDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A day's midnight on the UTC line (a date-time is taken as its Amman day first): arithmetic on
 * calendar days needs no zone, a day being a day everywhere.
 */
const utcMidnight = (day: string) => Date.parse(`${day.length > 10 ? dayOf(day) : day}T00:00:00Z`);
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** An ISO date-time that names its offset (Z, +03:00): an instant. Without one it is a wall time in Amman. */
const NAMES_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * A calendar day (its midnight), an ISO date-time (an instant, or a wall time in Amman when it names
 * no offset) or an instant, on the company's clock: date-fns reads its day and time in Amman.
 */
export function companyDate(value: string | Date): TZDate {
  return typeof value === 'string' ? parseISO(value, { in: inCompanyZone }) : inCompanyZone(value);
}

export const isSlot = (value: string): value is AppointmentSlot => (APPOINTMENT_SLOTS as readonly string[]).includes(value);

/** The day it is in Amman at an instant, yyyy-MM-dd: 21:30 UTC is already the next day there. */
export function ammanDay(at: Date): string {
  return ammanDayFormat.format(at);
}

/** The year it is in Amman at an instant. */
export function ammanYear(at: Date): number {
  return Number(ammanDay(at).slice(0, 4));
}

/** The day `offset` days from the day it is in Amman at an instant (0: today). */
export function dayFrom(at: Date, offset: number): string {
  return addDays(ammanDay(at), offset);
}

/** The Amman day of a calendar day, an ISO date-time or an instant (see companyDate). */
export function dayOf(value: string | Date): string {
  if (typeof value !== 'string') return ammanDay(value);
  return value.length > 10 && NAMES_OFFSET.test(value) ? ammanDay(new Date(value)) : value.slice(0, 10);
}

/** A real calendar day written yyyy-MM-dd (2025-02-30 is not one), from EARLIEST_YEAR on. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number(day.slice(0, 4)) < EARLIEST_YEAR) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** 0 = Sunday … 6 = Saturday; a calendar day has the same weekday everywhere. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function addDays(day: string, n: number): string {
  return utcDay(utcMidnight(day) + n * DAY_MS);
}

/** The same day `n` years later; 29 February becomes the 28th in a common year. */
export function addYears(day: string, n: number): string {
  const [y, m, d] = (day.length > 10 ? dayOf(day) : day).split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + n, m, 0)).getUTCDate();
  return utcDay(Date.UTC(y + n, m - 1, Math.min(d, last)));
}

/** Days from `from` to `to` (yyyy-MM-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export const isClosedWeekday = (day: string) => CLOSED_WEEKDAYS.includes(weekday(day));

/** The instant a wall-clock time of an Amman day happens ("2025-03-02", "08:30"), with Amman's offset on that day. */
export function ammanInstant(day: string, hhmm: string): Date {
  const [y = 0, mo = 1, d = 1] = day.split('-').map(Number);
  const [h = 0, mi = 0] = hhmm.split(':').map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, COMPANY_TIME_ZONE).getTime());
}

/** When a period starts and ends. */
export function periodBounds(day: string, slot: AppointmentSlot): { start: Date; end: Date } {
  const [from = '08:30', to = '10:30'] = slot.split('-');
  return { start: ammanInstant(day, from), end: ammanInstant(day, to) };
}

export const periodHasBegun = (day: string, slot: AppointmentSlot, now: Date) => periodBounds(day, slot).start.getTime() <= now.getTime();

export type DayRefusal = 'invalid' | 'past' | 'closed' | 'blocked' | 'too_far';

/** Why a day cannot be booked, or null when it can (its periods are judged one by one). */
export function dayRefusal(day: string, now: Date, blockedDays: ReadonlySet<string>): DayRefusal | null {
  if (!isCalendarDay(day)) return 'invalid';
  const today = ammanDay(now);
  if (day < today) return 'past';
  if (day > addDays(today, BOOKING_HORIZON_DAYS)) return 'too_far';
  if (isClosedWeekday(day)) return 'closed';
  if (blockedDays.has(day)) return 'blocked';
  return null;
}

/** The next `count` days (from today in Amman) open for booking, skipping closed weekdays and blocked days. */
export function nextOpenDays(now: Date, count: number, blockedDays: ReadonlySet<string> = new Set(), from = 0): string[] {
  const days: string[] = [];
  for (let day = dayFrom(now, from); days.length < count; day = addDays(day, 1)) {
    if (!isClosedWeekday(day) && !blockedDays.has(day)) days.push(day);
  }
  return days;
}
