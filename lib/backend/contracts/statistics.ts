import { and, count, eq, gte, ne } from 'drizzle-orm';
import { ammanDay } from '@/lib/calendar/days';
import { policyLines, type Policy, type PolicyLine } from '@/lib/api/endpoints/policies';
import { coverState, coverStateOf } from '@/lib/model/contracts/cover-state';
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
 * Counts of a customer's contracts as of `today`: every line (zeros too), active (not ended, started or
 * not), and within the 20-day warning, which only a started cover can be in (coverState: a trip
 * next week is not expiring). A contract whose renewal is issued is not expiring: its renewal, among
 * the customer's own contracts (a renewal is issued to the holder), continues it.
 */
export function contractStatistics(rows: PolicyRow[], today: Date): Omit<CustomerStatistics, 'appointments'> {
  const per_line = Object.fromEntries(policyLines.map((line) => [line, 0])) as Record<PolicyLine, number>;
  const renewed = renewalsAmong(rows);
  let active = 0;
  let expiring_soon = 0;
  const day = ammanDay(today);
  for (const row of rows) {
    per_line[row.line] += 1;
    const state = coverState({ effective_date: row.effectiveDate, expiry: row.expiry }, day);
    if (state !== 'expired') active += 1;
    if (state === 'expiring' && !renewed.has(row.id)) expiring_soon += 1;
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
    const state = coverStateOf(view);
    if (state !== 'expired') active += 1;
    if (state === 'expiring' && !view.renewed_by) expiring_soon += 1;
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
