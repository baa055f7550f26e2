import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import { BOOKING_HORIZON_DAYS, BOOKING_TIME_ZONE, CLOSED_WEEKDAYS, type AppointmentSlot } from '@/lib/config/bookings';

/**
 * Booking days and periods in Jordan's time (Asia/Amman), whatever zone the server or the browser is
 * in. Days are calendar days as yyyy-MM-dd strings; the same rules serve the calendar and the backend.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, timeZoneName: 'longOffset' });

export const isSlot = (value: string): value is AppointmentSlot => (APPOINTMENT_SLOTS as readonly string[]).includes(value);

/** Today's date in Amman, yyyy-MM-dd. */
export function ammanDay(at: Date): string {
  return dayFormat.format(at);
}

/** A real calendar day written yyyy-MM-dd (2025-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** 0 = Sunday … 6 = Saturday; a calendar day has the same weekday everywhere. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const isClosedWeekday = (day: string) => CLOSED_WEEKDAYS.includes(weekday(day));

/** Amman's offset from UTC on a day, in minutes (+180 for UTC+3). */
function ammanOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+03:00';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The instant a wall-clock time of an Amman day happens ("2025-03-02", "08:30"). */
export function ammanInstant(day: string, hhmm: string): Date {
  const naive = new Date(`${day}T${hhmm}:00Z`);
  return new Date(naive.getTime() - ammanOffsetMinutes(naive) * 60_000);
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
  for (let day = addDays(ammanDay(now), from); days.length < count; day = addDays(day, 1)) {
    if (!isClosedWeekday(day) && !blockedDays.has(day)) days.push(day);
  }
  return days;
}
