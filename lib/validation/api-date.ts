import { z } from 'zod';
import { isCalendarDay } from '@/lib/calendar/days';
import { API_DATE_SUFFIX } from '@/lib/config/business';

/** A calendar day (yyyy-MM-dd) as the API takes it: `yyyy-MM-ddT00:00:00.000Z` (spec §9). */
export function apiDateOf(day: string): string {
  return `${day}${API_DATE_SUFFIX}`;
}

/** The calendar day (yyyy-MM-dd) of an API date. */
export function dayOfApiDate(value: string): string {
  return value.slice(0, 10);
}

// A real calendar day written yyyy-MM-dd, whatever the clock's zone. (Read as local midnight and
// written back in UTC, as this did, every day failed east of UTC: in Amman, on every customer's phone.)
export { isCalendarDay };

/** A date as sent to the API; anything else (a time of day, another zone, 2026-02-30) is refused. */
export const apiDate = z
  .string({ error: 'validation.required' })
  .max(24, 'validation.invalid')
  .refine((v) => v.endsWith(API_DATE_SUFFIX) && isCalendarDay(dayOfApiDate(v)), 'validation.invalid');

/** A calendar day from a date field (yyyy-MM-dd); `required` says which date to give ("Enter the traveller's date of birth"). */
export const dayField = (required: string) => z.string({ error: required }).min(1, required).refine(isCalendarDay, 'validation.invalid');

/** A calendar day from a date field (yyyy-MM-dd). */
export const calendarDay = dayField('validation.required');

/** Whole years from a birthday to a day (both yyyy-MM-dd). */
export function ageOn(birthDay: string, on: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
