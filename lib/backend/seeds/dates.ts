import { ammanInstant } from '@/lib/calendar/days';

// The seed's days are the company's days (lib/calendar/days.ts): "today" is today in Amman.
export { dayFrom } from '@/lib/calendar/days';

/** When a demo contract was issued: 10:00 in Amman on its first day (what its PDF prints as "Issued on"). */
export function issuedOn(effectiveDate: string): Date {
  return ammanInstant(effectiveDate, '10:00');
}
