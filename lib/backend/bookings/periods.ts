import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Period } from '@/lib/api/endpoints/bookings';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import { PERIOD_CAPACITY, type AppointmentSlot } from '@/lib/config/bookings';
import { ammanDay, dayRefusal, periodHasBegun, type DayRefusal } from '@/lib/calendar/days';
import type { Db } from '../db/client';
import { appointmentPeriods, appointments, blockedDays } from '../db/schema';
import { HttpError } from '../http';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** Appointments that hold a place: every state but cancelled. */
const holdsPlace = ne(appointments.status, 'cancelled');

export async function blockedDaySet(db: Reader, now: Date): Promise<Set<string>> {
  const rows = await db.select({ date: blockedDays.date }).from(blockedDays).where(gte(blockedDays.date, ammanDay(now)));
  return new Set(rows.map((r) => r.date));
}

const refusalMessages: Record<DayRefusal, string> = {
  invalid: 'This is not a calendar day',
  past: 'This day has passed',
  closed: 'There are no assessments on Fridays and Saturdays',
  blocked: 'There are no assessments on this day',
  too_far: 'This day is too far ahead to book',
};

/** A day and period that may be booked now, or a 400 saying why not. */
export async function assertBookable(db: Reader, day: string, slot: AppointmentSlot, now: Date): Promise<void> {
  const refusal = dayRefusal(day, now, await blockedDaySet(db, now));
  if (refusal) throw new HttpError(400, refusal === 'invalid' ? 'invalid_date' : `day_${refusal}`, refusalMessages[refusal]);
  if (periodHasBegun(day, slot, now)) throw new HttpError(400, 'period_begun', 'This period has already begun');
}

/** Each period's capacity on a day: the configured one unless staff narrowed it for that period. */
async function capacities(db: Reader, day: string): Promise<Map<string, number>> {
  const overrides = await db.select().from(appointmentPeriods).where(eq(appointmentPeriods.date, day));
  const map = new Map<string, number>(APPOINTMENT_SLOTS.map((s) => [s, PERIOD_CAPACITY[s]]));
  for (const o of overrides) if (o.capacity !== null) map.set(o.timePeriod, o.capacity);
  return map;
}

/** The six periods of a day with their places; `except` is an appointment being moved (its place counts as free). */
export async function periodsOfDay(db: Reader, day: string, now: Date, except?: number): Promise<{ closed: Exclude<DayRefusal, 'invalid'> | null; periods: Period[] }> {
  const refusal = dayRefusal(day, now, await blockedDaySet(db, now));
  const caps = await capacities(db, day);
  const counts = await db.select({ slot: appointments.timePeriod, n: sql<number>`count(*)::int` }).from(appointments)
    .where(and(eq(appointments.date, day), holdsPlace, except ? ne(appointments.id, except) : undefined))
    .groupBy(appointments.timePeriod);
  const taken = new Map(counts.map((c) => [c.slot, Number(c.n)]));
  const periods = APPOINTMENT_SLOTS.map((slot): Period => {
    const capacity = caps.get(slot) ?? 0;
    const n = taken.get(slot) ?? 0;
    const state = refusal ? 'closed' : periodHasBegun(day, slot, now) ? 'begun' : n >= capacity ? 'full' : 'free';
    return { time_period: slot, capacity, taken: n, state };
  });
  return { closed: refusal === 'invalid' ? 'past' : refusal, periods };
}

/**
 * Takes a place in a period inside the caller's transaction: locks the period's row (created on first
 * use), then counts the appointments holding a place. Whoever holds the lock counts and inserts before
 * the next booking of that period may count, so the last place goes to exactly one request. The others
 * get 409 period_full with the periods still free.
 */
export async function takePlace(tx: Tx, day: string, slot: AppointmentSlot, now: Date, except?: number): Promise<void> {
  await tx.insert(appointmentPeriods).values({ date: day, timePeriod: slot }).onConflictDoNothing();
  const [locked] = await tx.select().from(appointmentPeriods)
    .where(and(eq(appointmentPeriods.date, day), eq(appointmentPeriods.timePeriod, slot))).for('update');
  const capacity = locked?.capacity ?? PERIOD_CAPACITY[slot];
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(appointments)
    .where(and(eq(appointments.date, day), eq(appointments.timePeriod, slot), holdsPlace, except ? ne(appointments.id, except) : undefined));
  if (Number(row?.n ?? 0) >= capacity) {
    const { periods } = await periodsOfDay(tx, day, now, except);
    throw new HttpError(409, 'period_full', 'This period is fully booked. Please choose another period.', {
      available: periods.filter((p) => p.state === 'free').map((p) => p.time_period),
    });
  }
}

/** Active (not cancelled) appointments of a day, for the staff calendar. */
export async function activeOnDay(db: Reader, day: string) {
  return db.select().from(appointments).where(and(eq(appointments.date, day), holdsPlace)).orderBy(appointments.timePeriod, appointments.id);
}

