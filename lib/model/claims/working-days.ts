import { JORDAN_PUBLIC_HOLIDAYS } from '@/lib/config/claims';
import { addDays, weekday } from '@/lib/calendar/days';

/** Jordan's weekend: Friday and Saturday (0 = Sunday … 6 = Saturday). */
const WEEKEND: readonly number[] = [5, 6];
const HOLIDAYS = new Set(JORDAN_PUBLIC_HOLIDAYS);

/** A day (yyyy-MM-dd) on which Jordan works: Sunday to Thursday and not a public holiday. */
export function isWorkingDay(day: string): boolean {
  return !WEEKEND.includes(weekday(day)) && !HOLIDAYS.has(day);
}

/**
 * The day `n` working days after `day` (which itself does not count): a claim approved on a Thursday
 * with 5 days to pay must be paid by the next Thursday, later when a holiday falls in between.
 */
export function addWorkingDays(day: string, n: number): string {
  let current = day;
  for (let left = n; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** Working days from `from` (not counted) to `to` (counted); 0 when `to` is not after `from`. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let current = addDays(from, 1); current <= to; current = addDays(current, 1)) if (isWorkingDay(current)) count += 1;
  return count;
}
