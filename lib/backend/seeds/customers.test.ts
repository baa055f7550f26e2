/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, notifications, policies, users } from '../db/schema';
import { linkOf } from '../contracts/renewals/links';
import { memoryDb } from '../test-db';
import { seedCustomerFrom } from './customers';
import { DEMO_RENEWAL_TOKENS } from './renewals';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()));
afterAll(() => close());

const ofUser = async (id: number) => db.select().from(policies).where(eq(policies.userId, id));

test('a customer from the demo template holds the demo data under its own numbers, plates and links', async () => {
  const [demo] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
  const demoContracts = await ofUser(demo!.id);
  const seeded = await seedCustomerFrom(db, 'demo');
  const [user] = await db.select().from(users).where(eq(users.id, seeded.id));

  expect(user).toMatchObject({ nameEn: demo!.nameEn, birthDate: '1988-04-12', language: 'ar', status: 'complete', isVerified: true, mobile: seeded.mobile, email: seeded.email });
  expect(seeded.mobile).not.toBe(demo!.mobile);
  const mine = await ofUser(seeded.id);
  expect(mine.map((p) => p.segmentCode).sort()).toEqual(demoContracts.map((p) => p.segmentCode).sort());
  // No number or plate is another customer's: a renewal would find the car insured by someone else.
  const taken = new Set(demoContracts.flatMap((p) => [p.contractNumber, p.plateNumber]));
  expect(mine.filter((p) => taken.has(p.contractNumber) || (p.plateNumber && taken.has(p.plateNumber)))).toEqual([]);
  expect(seeded.contracts['101']).toMatchObject({ plate: expect.stringMatching(/^12-\d+$/), number: expect.stringMatching(/^P-MOT-\d{4}-\d{6,}$/) });

  const booked = await db.select().from(appointments).where(eq(appointments.userId, seeded.id));
  expect(booked.map((a) => [a.status, a.phone, a.car])).toEqual(expect.arrayContaining([
    ['confirmed', seeded.mobile, `Toyota Corolla 2021 (${seeded.contracts['101']!.plate})`],
    ['cancelled', seeded.mobile, `Hyundai Elantra 2019 (${seeded.contracts['102']!.plate})`],
  ]));
  // The seed's four, and the expiry notices of the contracts ending within 20 days (Corolla, travel, Personal Guard).
  const notices = await db.select().from(notifications).where(eq(notifications.userId, seeded.id));
  expect(notices.map((n) => n.kind).sort()).toEqual(['appointment', 'appointment', 'expiry', 'expiry', 'expiry', 'general', 'general']);
  const link = await linkOf(db, seeded.renewalTokens.valid!);
  expect(link?.policyId).toBe(seeded.contracts['101']!.id);
  expect(seeded.renewalTokens.valid).not.toBe(DEMO_RENEWAL_TOKENS.valid);
});

test('two customers from one template never share a number, a plate or a national ID', async () => {
  const [a, b] = await Promise.all([seedCustomerFrom(db, 'renewals'), seedCustomerFrom(db, 'renewals')]);
  const [ua, ub] = await Promise.all([a, b].map(async (c) => (await db.select().from(users).where(eq(users.id, c.id)))[0]));
  expect(ua?.nationalId).not.toBe(ub?.nationalId);
  const plates = (await Promise.all([ofUser(a.id), ofUser(b.id)])).flat().map((p) => p.plateNumber);
  expect(plates).toHaveLength(12);
  expect(new Set(plates).size).toBe(12);
  expect(Object.keys(a.contracts).sort()).toEqual(['601', '602', '603', '604', '605', '606']);
});

test('a staff template gives a staff account without contracts', async () => {
  const care = await seedCustomerFrom(db, 'care');
  const [user] = await db.select().from(users).where(eq(users.id, care.id));
  expect(user?.type).toBe('customerCare');
  expect(care.contracts).toEqual({});
});

test('the demo template brings its own settlement cheques, the first two on the customer phone', async () => {
  const seeded = await seedCustomerFrom(db, 'demo');
  expect(seeded.cheques.map((c) => [c.status, c.phone])).toEqual([
    ['delivered', seeded.mobile], ['ready', seeded.mobile], ['processing', null], ['preparation', null],
  ]);
  expect(seeded.cheques.map((c) => c.id)).not.toContain('100001');
});
