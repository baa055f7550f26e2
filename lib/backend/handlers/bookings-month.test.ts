/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { addDays, ammanDay, ammanInstant, ammanYear, isClosedWeekday, nextOpenDays } from '@/lib/calendar/days';
import { PERIOD_CAPACITY } from '@/lib/config/bookings';
import { startSession } from '../accounts/auth/sessions';
import { monthLoad } from '../bookings/month-load';
import type { Db } from '../db/client';
import { appointmentPeriods, blockedDays, policies, users } from '../db/schema';
import { demoBookingDays } from '../seeds/bookings';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
let corolla: number;
const now = new Date();
const { call } = backendClient(() => db);
const DAY_PLACES = Object.values(PERIOD_CAPACITY).reduce((a, b) => a + b, 0);

type Day = { date: string; capacity: number; taken: number; free: number; closed: string | null; reason: string | null };
async function month(of: string, lang = 'en'): Promise<Map<string, Day>> {
  const res = await call('GET', `/booking/getMonthLoad?month=${of.slice(0, 7)}`, { token: tokens.care, lang });
  expect(res.status).toBe(200);
  return new Map((res.body.days as Day[]).map((d) => [d.date, d]));
}

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  for (const who of ['demo', 'care']) {
    const [row] = await db.select().from(users).where(eq(users.email, `${who}@portal.test`));
    tokens[who] = await startSession(db, crypto.randomUUID(), row!.id, now);
  }
  const [car] = await db.select().from(policies).where(eq(policies.contractNumber, `P-MOT-${ammanYear(now)}-000101`));
  corolla = car!.id;
}, 60_000);
afterAll(() => close());

describe('GET /booking/getMonthLoad: the staff month grid', () => {
  it('gives every day of the month, Fridays and Saturdays closed, the seeded holiday blocked with its reason in the caller\'s language', async () => {
    const seeded = demoBookingDays(now);
    const en = await month(seeded.blocked);
    const [y, m] = seeded.blocked.split('-').map(Number) as [number, number];
    expect(en.size).toBe(new Date(Date.UTC(y, m, 0)).getUTCDate());
    expect(en.get(seeded.blocked)).toMatchObject({ closed: 'blocked', reason: 'Public holiday', free: 0, capacity: DAY_PLACES });
    expect((await month(seeded.blocked, 'ar')).get(seeded.blocked)?.reason).toBe('عطلة رسمية');
    for (const d of en.values()) {
      if (isClosedWeekday(d.date) && d.date >= ammanDay(now)) expect(d).toMatchObject({ closed: 'closed', free: 0, reason: null });
      if (d.date < ammanDay(now)) expect(d.closed).toBe('past');
    }
  });

  it('counts the seeded full period\'s narrowed capacity and its booking', async () => {
    const seeded = demoBookingDays(now);
    const full = (await month(seeded.full)).get(seeded.full)!;
    expect(full.capacity).toBe(DAY_PLACES - PERIOD_CAPACITY[seeded.fullPeriod] + 1);
    expect(full.taken).toBeGreaterThanOrEqual(1);
    expect(full.free).toBe(full.capacity - full.taken);
  });

  it('follows bookings and cancellations, and a day with no place left is full (free 0) but not closed', async () => {
    const blocked = new Set((await db.select().from(blockedDays)).map((b) => b.date));
    const [day = '', fullDay = ''] = nextOpenDays(now, 2, blocked, 9);
    const before = (await month(day)).get(day)!;
    expect(before).toMatchObject({ capacity: DAY_PLACES, taken: 0, free: DAY_PLACES, closed: null });
    const booked = await call('POST', '/booking/createAppointment', {
      token: tokens.care,
      body: {
        policy_id: corolla, name: 'Omar', phone: '0790000001', note: '', date: day, time_period: '12:30-14:30',
        can_move: true, towing: false, location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' },
      },
    });
    expect(booked.status).toBe(200);
    expect((await month(day)).get(day)).toMatchObject({ taken: 1, free: DAY_PLACES - 1 });
    const id = booked.body.appointment.id as number;
    expect((await call('DELETE', `/booking/cancleAppointment/${id}/${corolla}?notes=test`, { token: tokens.care })).status).toBe(200);
    expect((await month(day)).get(day)).toMatchObject({ taken: 0, free: DAY_PLACES });

    // Staff narrow every period of a day to nothing: no place is left, yet the day is open.
    await db.insert(appointmentPeriods).values(Object.keys(PERIOD_CAPACITY).map((timePeriod) => ({ date: fullDay, timePeriod, capacity: 0 })));
    expect((await month(fullDay)).get(fullDay)).toMatchObject({ capacity: 0, free: 0, closed: null });
  }, 30_000);

  it('today is past once its last period has begun, not full', async () => {
    const [day = ''] = nextOpenDays(now, 1, new Set(), 25); // a day nobody books here
    const evening = (await monthLoad(db, day.slice(0, 7), ammanInstant(day, '19:00'), 'en')).find((d) => d.date === day)!;
    expect(evening).toMatchObject({ closed: 'past', free: 0 });
    const noon = (await monthLoad(db, day.slice(0, 7), ammanInstant(day, '12:00'), 'en')).find((d) => d.date === day)!;
    // 8:30 and 10:30 have begun: the places of the four later periods are left.
    expect(noon.closed).toBeNull();
    expect(noon.free).toBe(PERIOD_CAPACITY['12:30-14:30'] + PERIOD_CAPACITY['14:30-16:30'] + PERIOD_CAPACITY['16:30-18:30'] + PERIOD_CAPACITY['18:30-20:30']);
  });

  it('a day of the next months beyond the booking horizon is too far', async () => {
    const far = addDays(ammanDay(now), 70);
    expect((await month(far)).get(far)).toMatchObject({ closed: expect.stringMatching(/too_far|closed/), free: 0 });
  });

  it('is for customer care only, and a malformed month is a 400 {code, message}', async () => {
    expect((await call('GET', '/booking/getMonthLoad?month=2026-11', { token: tokens.demo })).status).toBe(403);
    for (const q of ['', 'month=2026-13', 'month=2026-1', 'month=nov', `month=${'9'.repeat(40)}`]) {
      const res = await call('GET', `/booking/getMonthLoad?${q}`, { token: tokens.care });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
