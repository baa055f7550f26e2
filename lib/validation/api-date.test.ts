/** @jest-environment node */
import { apiDate, calendarDay, isCalendarDay } from './api-date';

// Nothing here reads the process's zone: the whole suite runs under TZ=UTC and TZ=Pacific/Kiritimati
// (UTC+14) to show it. (This test used to set process.env.TZ itself, which leaked into the files the
// same worker ran next.) Customers' phones are in Amman (UTC+3).
test('a calendar day is one whatever the clock zone', () => {
  expect(isCalendarDay('2026-12-04')).toBe(true);
  expect(isCalendarDay('2026-01-01')).toBe(true);
  expect(isCalendarDay('2026-02-30')).toBe(false);
  expect(isCalendarDay('2026-12-4')).toBe(false);
  expect(calendarDay.safeParse('2026-12-04').success).toBe(true);
  expect(apiDate.safeParse('2026-12-04T00:00:00.000Z').success).toBe(true);
  expect(apiDate.safeParse('2026-12-04T03:00:00.000Z').success).toBe(false);
});
