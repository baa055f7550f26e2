/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { productOf } from '@/lib/model/contracts/product-names';
import type { Db } from '../db/client';
import { appointments, policies, users } from '../db/schema';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const { get, signIn } = backendClient(() => db);

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  for (const who of ['demo', 'new', 'care']) {
    tokens[who] = await signIn(`${who}@portal.test`);
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, `${who}@portal.test`));
    ids[who] = row!.id;
  }
  // "new" stands for another customer who may use the portal: the API gates unverified accounts.
  await db.update(users).set({ isVerified: true }).where(eq(users.email, 'new@portal.test'));
}, 60_000);
afterAll(() => close());

describe('GET /user/getCustomerStatistics', () => {
  it('counts the demo customer\'s contracts per line, active, expiring within 20 days, and upcoming appointments', async () => {
    const { status, body } = await get('/user/getCustomerStatistics', tokens.demo);
    expect(status).toBe(200);
    expect(body).toEqual({
      per_line: { motor: 4, travel: 2, home: 2, medical: 2, 'personal-accident': 2 },
      active: 11, // the motor contract that expired 12 days ago is not
      expiring_soon: 3, // 10, 15 and 18 days; 30 days is outside the warning
      appointments: 1, // the other one is cancelled (and past)
    });
  });

  it('has every line, at zero, for a customer with nothing', async () => {
    const { body } = await get('/user/getCustomerStatistics', tokens.new);
    expect(body).toEqual({ per_line: { motor: 0, travel: 0, home: 0, medical: 0, 'personal-accident': 0 }, active: 0, expiring_soon: 0, appointments: 0 });
  });

  it('asks for a signed-in user', async () => {
    expect((await get('/user/getCustomerStatistics')).status).toBe(401);
  });
});

describe('product names of the seeded contracts', () => {
  it('names every demo contract\'s product, and no two contracts of a line share name and detail', async () => {
    const all = (await get('/user/polices', tokens.demo)).body.policies as { line: PolicyLine; segment_code: string; plate_number: string | null }[];
    expect(all.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const p of all) {
      const product = productOf(p.line, p.segment_code);
      expect(product.name.key).not.toMatch(/^fallback\./);
      const look = JSON.stringify([p.line, product, p.line === 'motor' ? p.plate_number : null]);
      expect(seen.has(look)).toBe(false);
      seen.add(look);
    }
  });
});

describe('GET /booking/getCustomerAppointment/', () => {
  it('lists the customer\'s appointments newest date first, in the API\'s shape', async () => {
    const { status, body } = await get('/booking/getCustomerAppointment/', tokens.demo);
    expect(status).toBe(200);
    expect(body.appointments).toHaveLength(2);
    const [upcoming, past] = body.appointments;
    expect(upcoming.date > past.date).toBe(true);
    expect(upcoming).toMatchObject({ status: 'confirmed', time_period: '10:30-12:30', towing: false, cancel_note: null, location: { address: 'Abdali Boulevard, Amman' } });
    expect(past).toMatchObject({ status: 'cancelled', towing: true, cancel_note: 'Repaired at a garage already.' });
  });

  it('answers the seeded places and notes in Arabic to an Arabic page', async () => {
    const { body } = await get('/booking/getCustomerAppointment/', tokens.demo, 'ar');
    const [upcoming, past] = body.appointments;
    expect(upcoming).toMatchObject({ note: 'ضرر في الصدام الخلفي بعد اصطدام بسيط.', location: { address: 'بوليفارد العبدلي، عمّان' } });
    expect(past).toMatchObject({ note: 'المرآة الجانبية مكسورة.', cancel_note: 'تم إصلاحها في كراج مسبقاً.', car: 'هيونداي إلنترا 2019 (22-11890)' });
    const [row] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, ids.demo!)).limit(1);
    expect((await get(`/booking/getCustomerAppointment/${row!.id}`, tokens.demo, 'ar')).body.appointment.location.address).toMatch(/عمّان/);
  });

  it('shows what a customer typed as typed, in both languages', async () => {
    const [row] = await db.insert(appointments).values({
      userId: ids.new!, policyId: (await db.select({ policyId: appointments.policyId }).from(appointments).limit(1))[0]!.policyId,
      name: 'Lina', phone: '0790000002', note: 'Scratch on the door', date: '2030-01-01', timePeriod: '08:30-10:30', car: 'Kia Rio',
      lat: 31.9, lng: 35.9, address: 'Gardens Street', status: 'booked',
    }).returning({ id: appointments.id });
    const { body } = await get('/booking/getCustomerAppointment/', tokens.new, 'ar');
    // A row from before the Arabic car name was kept shows its car as stored.
    expect(body.appointments).toEqual([expect.objectContaining({ id: row!.id, note: 'Scratch on the door', car: 'Kia Rio', location: expect.objectContaining({ address: 'Gardens Street' }) })]);
    await db.delete(appointments).where(eq(appointments.id, row!.id));
  });

  it('is empty for another customer', async () => {
    expect((await get('/booking/getCustomerAppointment/', tokens.new)).body).toEqual({ appointments: [] });
  });

  it('reads one of the customer\'s appointments by id, and no one else\'s', async () => {
    const [row] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, ids.demo!)).limit(1);
    const mine = await get(`/booking/getCustomerAppointment/${row!.id}`, tokens.demo);
    expect(mine.status).toBe(200);
    expect(mine.body.appointment.id).toBe(row!.id);
    for (const [path, token] of [[`${row!.id}`, tokens.new], ['999999', tokens.demo], ['abc', tokens.demo], ['99999999999999', tokens.demo]] as const) {
      const other = await get(`/booking/getCustomerAppointment/${path}`, token);
      expect(other).toEqual({ status: 404, body: expect.objectContaining({ code: 'appointment_not_found' }) });
    }
  });
});

describe('GET /user/car/polices/{id}', () => {
  it('answers one of the customer\'s motor contracts, and 404 for other lines, other customers and unknown ids', async () => {
    const all = (await get('/user/polices', tokens.demo)).body.policies as { id: number; line: string }[];
    const motor = all.find((p) => p.line === 'motor')!;
    const travel = all.find((p) => p.line === 'travel')!;
    const mine = await get(`/user/car/polices/${motor.id}`, tokens.demo);
    expect(mine.status).toBe(200);
    expect(mine.body.policy).toMatchObject({ id: motor.id, line: 'motor', vehicle_type: 'Kia', vehicle_model: 'Sportage' });
    // The registration's English names, read by an Arabic page, come in Arabic from the car list.
    expect((await get(`/user/car/polices/${motor.id}`, tokens.demo, 'ar')).body.policy).toMatchObject({ vehicle_type: 'كيا', vehicle_model: 'سبورتاج' });
    for (const [id, token] of [[travel.id, tokens.demo], [motor.id, tokens.new], [0, tokens.demo], ['x', tokens.demo]] as const) {
      const res = await get(`/user/car/polices/${id}`, token);
      expect(res).toEqual({ status: 404, body: expect.objectContaining({ code: 'policy_not_found' }) });
    }
  });
});

describe('GET /user/{id}/polices', () => {
  it('lets a customer read their own contracts only', async () => {
    expect((await get(`/user/${ids.demo}/polices`, tokens.demo)).body.policies).toHaveLength(12);
    const other = await get(`/user/${ids.demo}/polices`, tokens.new);
    expect(other).toEqual({ status: 404, body: expect.objectContaining({ code: 'customer_not_found' }) });
  });

  it('lets customer care read any customer\'s, but not a user who is not a customer', async () => {
    expect((await get(`/user/${ids.demo}/polices`, tokens.care)).body.policies).toHaveLength(12);
    expect((await get(`/user/${ids.new}/polices`, tokens.care)).body.policies).toEqual([]);
    expect((await get(`/user/${ids.care}/polices`, tokens.care)).status).toBe(404);
    expect((await get('/user/424242/polices', tokens.care)).status).toBe(404);
  });
});

describe('GET /user/getPolicyBySegmentCode', () => {
  it('finds the customer\'s contracts of a segment, soonest expiry first', async () => {
    const { status, body } = await get('/user/getPolicyBySegmentCode?segmentcode=MC-COMP', tokens.demo);
    expect(status).toBe(200);
    const days = (body.policies as { segment_code: string; days_to_expire: number }[]).map((p) => {
      expect(p.segment_code).toBe('MC-COMP');
      return p.days_to_expire;
    });
    expect(days).toEqual([-12, 10, 200]);
  });

  it('shows another customer nothing of the demo customer, customer care everything', async () => {
    expect((await get('/user/getPolicyBySegmentCode?segmentcode=MC-COMP', tokens.new)).body.policies).toEqual([]);
    const everyone = await db.select({ id: policies.id }).from(policies).where(eq(policies.segmentCode, 'MC-COMP'));
    expect((await get('/user/getPolicyBySegmentCode?segmentcode=MC-COMP', tokens.care)).body.policies).toHaveLength(everyone.length);
  });

  it('answers a missing segment code with 400', async () => {
    const res = await get('/user/getPolicyBySegmentCode', tokens.demo);
    expect(res.status).toBe(400);
    expect(typeof res.body.code).toBe('string');
  });
});
