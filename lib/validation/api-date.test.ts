/** @jest-environment node */
import { apiDate, calendarDay, isCalendarDay } from './api-date';

const zone = process.env.TZ;
afterAll(() => {
  process.env.TZ = zone;
});

// Customers' phones are in Amman (UTC+3), and the server runs in Amman's zone too (instrumentation.ts).
test.each(['Asia/Amman', 'UTC', 'America/Los_Angeles'])('a calendar day is one whatever the clock zone (%s)', (tz) => {
  process.env.TZ = tz;
  expect(isCalendarDay('2026-12-04')).toBe(true);
  expect(isCalendarDay('2026-01-01')).toBe(true);
  expect(isCalendarDay('2026-02-30')).toBe(false);
  expect(isCalendarDay('2026-12-4')).toBe(false);
  expect(calendarDay.safeParse('2026-12-04').success).toBe(true);
  expect(apiDate.safeParse('2026-12-04T00:00:00.000Z').success).toBe(true);
  expect(apiDate.safeParse('2026-12-04T03:00:00.000Z').success).toBe(false);
});
