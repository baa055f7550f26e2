/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { addDays, ammanDay, nextOpenDays } from '@/lib/calendar/days';
import { startSession } from '../accounts/auth/sessions';
import type { Db } from '../db/client';
import { appointmentEvents, appointments, blockedDays, policies, users } from '../db/schema';
import { backendClient, type Answer } from '../test-client';
import { databaseForFile } from '../test-db';

// The car an appointment is for comes from its contract; one car is not booked twice in a period, and
// twice in a day only when the booker confirms; a change records what it changed.

let db: Db;
const now = new Date();
let days: string[];
const { call } = backendClient(() => db);

type Car = { plate: string; make: string; model: string; effective?: string; expiry?: string; tariff?: string };
async function customer(n: number, cars: Car[]) {
  const [user] = await db.insert(users).values({
    email: `car-test${n}-${Date.now()}@portal.test`, mobile: `0782${String(n).padStart(6, '0')}`, nationality: 'JO', nameAr: 'زبون',
    nameEn: `Customer ${n}`, isVerified: true, status: 'complete', passwordHash: 'unused', nationalId: `77${String(n).padStart(8, '0')}`,
  }).returning();
  const made = await db.insert(policies).values(cars.map((c, i) => ({
    userId: user!.id, line: 'motor' as const, contractNumber: `P-MOT-C-${n}-${i}-${Date.now()}`, segmentCode: 'MC-COMP',
    effectiveDate: c.effective ?? addDays(ammanDay(now), -30), expiry: c.expiry ?? addDays(ammanDay(now), 300), plateNumber: c.plate,
    vehicleType: c.make, vehicleModel: c.model, productionYear: 2021, insuredSum: 9000, premium: 100, qrToken: `qr-car-${n}-${i}-${Date.now()}`,
    declarations: c.tariff ? { third_party: { use: 'private', vehicle_type: c.tariff, size: 'ton-1' } } : null,
  }))).returning();
  return { token: await startSession(db, crypto.randomUUID(), user!.id, now), policies: made.map((p) => p.id) };
}

const place = { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' };
const request = (policyId: number, over: Record<string, unknown> = {}) => ({
  policy_id: policyId, name: 'Rana Saleh', phone: '0790000011', note: '', date: days[0], time_period: '12:30-14:30',
  can_move: true, towing: false, location: place, ...over,
});
const book = (token: string, body: Record<string, unknown>, lang = 'en') => call('POST', '/booking/createAppointment', { token, body, lang });

function expectError(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(typeof answer.body.message).toBe('string');
}

databaseForFile('bookings-car-test', (opened) => ({ db } = opened));
beforeAll(async () => {
  const blocked = new Set((await db.select().from(blockedDays)).map((b) => b.date));
  days = nextOpenDays(now, 2, blocked, 9);
}, 60_000);

describe('the car comes from the contract', () => {
  it('names the car and its kind from the policy, whatever car fields the browser sends', async () => {
    const c = await customer(1, [{ plate: '31-10001', make: 'Toyota', model: 'RAV4' }]);
    const res = await book(c.token, request(c.policies[0]!, { car_type: 'motorcycle', car: 'A Ferrari', plate_number: '99-99999' }));
    expect(res.status).toBe(200);
    const a = res.body.appointment as { car: string; car_type: string };
    expect(a.car).toBe('Toyota RAV4 2021 (31-10001)');
    expect(a.car_type).toBe('suv');
  });

  it('a pick-up bought on the third-party tariff is booked as a pick-up', async () => {
    const c = await customer(2, [{ plate: '31-10002', make: 'Isuzu', model: 'D-Max', tariff: 'pickup' }]);
    const res = await book(c.token, request(c.policies[0]!));
    expect((res.body.appointment as { car_type: string }).car_type).toBe('pickup');
  });

  it('someone else\'s contract is not found and an expired or not yet started one is refused', async () => {
    const owner = await customer(3, [{ plate: '31-10003', make: 'Kia', model: 'Rio' }]);
    const other = await customer(4, [
      { plate: '31-10004', make: 'Kia', model: 'Rio', effective: addDays(ammanDay(now), -400), expiry: addDays(ammanDay(now), -35) },
      { plate: '31-10005', make: 'Kia', model: 'Rio', effective: addDays(ammanDay(now), 20), expiry: addDays(ammanDay(now), 385) },
    ]);
    expectError(await book(other.token, request(owner.policies[0]!)), 404, 'policy_not_found');
    expectError(await book(other.token, request(other.policies[0]!)), 400, 'policy_not_in_force');
    expectError(await book(other.token, request(other.policies[1]!)), 400, 'policy_not_in_force');
    expect(await db.select().from(appointments).where(eq(appointments.policyId, owner.policies[0]!))).toHaveLength(0);
  });
});

describe('one car, one day', () => {
  it('a second booking the same day needs the confirmation, in the request\'s language; with it, it is booked', async () => {
    const c = await customer(5, [{ plate: '31-10006', make: 'Toyota', model: 'Corolla' }]);
    const id = c.policies[0]!;
    expect((await book(c.token, request(id, { time_period: '08:30-10:30' }))).status).toBe(200);
    const en = await book(c.token, request(id, { time_period: '14:30-16:30', location: { lat: 32.0728, lng: 36.088, address: 'Zarqa' } }));
    expectError(en, 409, 'same_car_same_day');
    expect(en.body.message).toContain('This car already has an assessment booked that day (8:30 AM – 10:30 AM)');
    expect(en.body.periods).toEqual(['08:30-10:30']);
    const ar = await book(c.token, request(id, { time_period: '14:30-16:30' }), 'ar');
    expectError(ar, 409, 'same_car_same_day');
    expect(ar.body.message).toContain('لهذه السيارة موعد كشف محجوز في ذلك اليوم');
    expect(await db.select().from(appointments).where(eq(appointments.policyId, id))).toHaveLength(1);
    expect((await book(c.token, request(id, { time_period: '14:30-16:30', confirm_same_day: true }))).status).toBe(200);
    // Another day is not a second booking.
    expect((await book(c.token, request(id, { date: days[1], time_period: '14:30-16:30' }))).status).toBe(200);
  });

  it('the same period is refused even when confirmed, also for another contract of the same plate', async () => {
    const c = await customer(6, [{ plate: '31-10007', make: 'Toyota', model: 'Corolla' }, { plate: '31-10007', make: 'Toyota', model: 'Corolla' }]);
    expect((await book(c.token, request(c.policies[0]!, { time_period: '10:30-12:30' }))).status).toBe(200);
    expectError(await book(c.token, request(c.policies[0]!, { time_period: '10:30-12:30', confirm_same_day: true })), 409, 'same_car_same_period');
    expectError(await book(c.token, request(c.policies[1]!, { time_period: '16:30-18:30' })), 409, 'same_car_same_day');
    expectError(await book(c.token, request(c.policies[1]!, { time_period: '10:30-12:30', confirm_same_day: true })), 409, 'same_car_same_period');
  });

  it('a cancelled appointment does not count, and a change into the other appointment\'s period is refused', async () => {
    const c = await customer(7, [{ plate: '31-10008', make: 'Kia', model: 'Rio' }]);
    const id = c.policies[0]!;
    const first = (await book(c.token, request(id, { time_period: '08:30-10:30' }))).body.appointment as { id: number };
    const second = (await book(c.token, request(id, { date: days[1], time_period: '08:30-10:30' }))).body.appointment as { id: number };
    const move = (over: Record<string, unknown>) => call('POST', '/booking/updateAppointment', { token: c.token, body: { ...request(id), id: second.id, ...over } });
    expectError(await move({ date: days[0], time_period: '08:30-10:30', confirm_same_day: true }), 409, 'same_car_same_period');
    expectError(await move({ date: days[0], time_period: '12:30-14:30' }), 409, 'same_car_same_day');
    const cancelled = await call('DELETE', `/booking/cancleAppointment/${first.id}?notes=Repaired`, { token: c.token });
    expect(cancelled.status).toBe(200);
    expect((await move({ date: days[0], time_period: '08:30-10:30' })).status).toBe(200);
  });
});

describe('the history says what changed', () => {
  it('records the before and after of the day, period, place, towing and note, and shows them', async () => {
    const c = await customer(8, [{ plate: '31-10009', make: 'Kia', model: 'Rio' }]);
    const id = c.policies[0]!;
    const booked = (await book(c.token, request(id, { note: 'Scratch' }))).body.appointment as { id: number };
    const zarqa = { lat: 32.0728, lng: 36.088, address: 'Zarqa, New Zarqa' };
    const res = await call('POST', '/booking/updateAppointment', {
      token: c.token, body: { ...request(id), id: booked.id, date: days[1], time_period: '14:30-16:30', location: zarqa, towing: true, note: 'Dent' },
    });
    expect(res.status).toBe(200);
    const history = (res.body.appointment as { history: { kind: string; changes: unknown[] }[] }).history;
    expect(history.map((e) => e.kind)).toEqual(['booked', 'updated']);
    expect(history[0]!.changes).toEqual([]);
    expect(history[1]!.changes).toEqual([
      { field: 'date', from: days[0], to: days[1] },
      { field: 'time_period', from: '12:30-14:30', to: '14:30-16:30' },
      { field: 'location', from: place.address, to: zarqa.address },
      { field: 'towing', from: false, to: true },
      { field: 'note', from: 'Scratch', to: 'Dent' },
    ]);
    const [event] = await db.select().from(appointmentEvents).where(and(eq(appointmentEvents.kind, 'updated'), eq(appointmentEvents.appointmentId, booked.id)));
    expect(event!.changes?.find((ch) => ch.field === 'location')?.to).toEqual(zarqa);
  });
});
