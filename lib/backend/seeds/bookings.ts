import { asc, eq } from 'drizzle-orm';
import { nextOpenDays } from '@/lib/calendar/days';
import type { Db } from '../db/client';
import { appointmentEvents, appointmentPeriods, appointments, blockedDays, users } from '../db/schema';

/**
 * The demo days of the booking calendar, from the day the data folder is seeded (Amman time): the
 * demo customer's confirmed appointment sits on `full`, in a period narrowed to one place so it shows
 * as full; `blocked` is the next open day after it, closed as a holiday.
 */
export function demoBookingDays(today: Date): { full: string; fullPeriod: '10:30-12:30'; blocked: string } {
  const [full = '', blocked = ''] = nextOpenDays(today, 2, new Set(), 2);
  return { full, fullPeriod: '10:30-12:30', blocked };
}

/** The blocked day, the full period and the seeded appointments' histories (booked and changed by the customer, confirmed by care). */
export async function seedBookings(db: Db, ids: Map<string, number>, today = new Date()): Promise<void> {
  const days = demoBookingDays(today);
  await db.insert(blockedDays).values({ date: days.blocked, reasonEn: 'Public holiday', reasonAr: 'عطلة رسمية' }).onConflictDoNothing();
  await db.insert(appointmentPeriods).values({ date: days.full, timePeriod: days.fullPeriod, capacity: 1 }).onConflictDoNothing();
  const demo = ids.get('demo@portal.test');
  const care = ids.get('care@portal.test');
  if (!demo || !care) return;
  const [customer] = await db.select().from(users).where(eq(users.id, demo));
  const [staff] = await db.select().from(users).where(eq(users.id, care));
  const rows = await db.select().from(appointments).where(eq(appointments.userId, demo)).orderBy(asc(appointments.id));
  const hoursAgo = (h: number) => new Date(today.getTime() - h * 3_600_000);
  for (const a of rows) {
    const booked = a.status === 'cancelled' ? hoursAgo(24 * 21) : hoursAgo(26);
    const byCustomer = { actorId: demo, actorRole: 'customer' as const, actorName: customer!.nameEn, actorNameAr: customer!.nameAr };
    await db.insert(appointmentEvents).values([
      { appointmentId: a.id, kind: 'booked', at: booked, ...byCustomer },
      // The confirmed one was changed once before staff confirmed it: its history says what changed.
      ...(a.status === 'cancelled' ? [] : [{ appointmentId: a.id, kind: 'updated' as const, at: hoursAgo(20), ...byCustomer, changes: [{ field: 'towing' as const, from: true, to: false }] }]),
      a.status === 'cancelled'
        ? { appointmentId: a.id, kind: 'cancelled', at: hoursAgo(24 * 20), actorId: demo, actorRole: 'customer', actorName: customer!.nameEn, actorNameAr: customer!.nameAr, note: a.cancelNote }
        : { appointmentId: a.id, kind: a.status, at: hoursAgo(2), actorId: care, actorRole: 'customerCare', actorName: staff!.nameEn, actorNameAr: staff!.nameAr },
    ]);
  }
}
