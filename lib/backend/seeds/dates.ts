import { addDays, format } from 'date-fns';
import { ammanInstant } from '@/lib/bookings/time';

/** A calendar day `offset` days from `from`, as the database stores it (yyyy-MM-dd). */
export function dayFrom(from: Date, offset: number): string {
  return format(addDays(from, offset), 'yyyy-MM-dd');
}

/** When a demo contract was issued: 10:00 in Amman on its first day (what its PDF prints as "Issued on"). */
export function issuedOn(effectiveDate: string): Date {
  return ammanInstant(effectiveDate, '10:00');
}
