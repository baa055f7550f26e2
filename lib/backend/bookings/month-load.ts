import { and, between, isNotNull, ne, sql } from 'drizzle-orm';
import type { DayLoad } from '@/lib/api/endpoints/bookings';
import { addDays, dayRefusal, periodHasBegun } from '@/lib/calendar/days';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import { PERIOD_CAPACITY } from '@/lib/config/bookings';
import type { Locale } from '@/lib/config/business';
import type { Db } from '../db/client';
import { appointmentPeriods, appointments, blockedDays } from '../db/schema';

type Reader = Pick<Db, 'select'>;

/** The days of a month (yyyy-MM) as yyyy-MM-dd. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * Every day of a month with its places, bookings and what can still be booked, for the staff month
 * grid. Three queries for the whole month (bookings by day and period, narrowed periods, blocked
 * days), whatever its number of days; each day is then judged by the same rules as a booking.
 */
export async function monthLoad(db: Reader, month: string, now: Date, lang: Locale): Promise<DayLoad[]> {
  const days = daysOfMonth(month);
  const first = days[0]!;
  const last = days.at(-1)!;
  const [counts, narrowed, blocked] = await Promise.all([
    db.select({ date: appointments.date, slot: appointments.timePeriod, n: sql<number>`count(*)::int` }).from(appointments)
      .where(and(between(appointments.date, first, last), ne(appointments.status, 'cancelled')))
      .groupBy(appointments.date, appointments.timePeriod),
    db.select().from(appointmentPeriods).where(and(between(appointmentPeriods.date, first, last), isNotNull(appointmentPeriods.capacity))),
    db.select().from(blockedDays).where(between(blockedDays.date, first, last)),
  ]);
  const taken = new Map(counts.map((c) => [`${c.date} ${c.slot}`, Number(c.n)]));
  const capacity = new Map(narrowed.map((p) => [`${p.date} ${p.timePeriod}`, p.capacity ?? 0]));
  const reasons = new Map(blocked.map((b) => [b.date, (lang === 'ar' ? b.reasonAr || b.reasonEn : b.reasonEn || b.reasonAr) || null]));
  const blockedSet = new Set(reasons.keys());
  return days.map((date): DayLoad => {
    const refusal = dayRefusal(date, now, blockedSet);
    // Today is over once its last period has begun: nothing more can be booked, and it is not "full".
    const over = APPOINTMENT_SLOTS.every((slot) => periodHasBegun(date, slot, now));
    const closed = refusal === 'invalid' || (!refusal && over) ? 'past' : refusal;
    let places = 0;
    let booked = 0;
    let free = 0;
    for (const slot of APPOINTMENT_SLOTS) {
      const cap = capacity.get(`${date} ${slot}`) ?? PERIOD_CAPACITY[slot];
      const n = taken.get(`${date} ${slot}`) ?? 0;
      places += cap;
      booked += n;
      if (!closed && !periodHasBegun(date, slot, now)) free += Math.max(0, cap - n);
    }
    return { date, capacity: places, taken: booked, free, closed, reason: refusal === 'blocked' ? (reasons.get(date) ?? null) : null };
  });
}
