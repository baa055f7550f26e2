import { and, count, eq, gte, ne } from 'drizzle-orm';
import { ammanDay } from '@/lib/bookings/time';
import { policyLines, type Policy, type PolicyLine } from '@/lib/api/endpoints/policies';
import { daysToExpiry, expiresSoon } from '@/lib/format';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';
import { renewalsAmong, type PolicyRow } from './view';

export interface CustomerStatistics {
  per_line: Record<PolicyLine, number>;
  active: number;
  expiring_soon: number;
  appointments: number;
}

/**
 * Counts of a customer's contracts as of `today`: every line (zeros too), active, and within the 20-day
 * warning. A contract whose renewal is issued is not expiring: its renewal, among the customer's own
 * contracts (a renewal is issued to the holder), continues it.
 */
export function contractStatistics(rows: PolicyRow[], today: Date): Omit<CustomerStatistics, 'appointments'> {
  const per_line = Object.fromEntries(policyLines.map((line) => [line, 0])) as Record<PolicyLine, number>;
  const renewed = renewalsAmong(rows);
  let active = 0;
  let expiring_soon = 0;
  for (const row of rows) {
    per_line[row.line] += 1;
    const days = daysToExpiry(row.expiry, today);
    if (days >= 0) active += 1;
    if (expiresSoon(days) && !renewed.has(row.id)) expiring_soon += 1;
  }
  return { per_line, active, expiring_soon };
}

/**
 * The same counts from the holder's own list as the API shows it (holderViews over all their
 * contracts: days to expire and the renewal already worked out), without counting the days again.
 */
export function viewStatistics(views: readonly Policy[]): Omit<CustomerStatistics, 'appointments'> {
  const per_line = Object.fromEntries(policyLines.map((line) => [line, 0])) as Record<PolicyLine, number>;
  let active = 0;
  let expiring_soon = 0;
  for (const view of views) {
    per_line[view.line] += 1;
    if (view.days_to_expire >= 0) active += 1;
    if (expiresSoon(view.days_to_expire) && !view.renewed_by) expiring_soon += 1;
  }
  return { per_line, active, expiring_soon };
}

/** Appointments from today on that are still booked or confirmed. */
export async function upcomingAppointmentCount(db: Db, userId: number, today: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appointments).where(and(
    eq(appointments.userId, userId),
    gte(appointments.date, ammanDay(today)),
    ne(appointments.status, 'cancelled'),
  ));
  return row?.n ?? 0;
}
