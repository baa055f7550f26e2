/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { claimSchema, claimSummarySchema } from '@/lib/api/endpoints/claims';
import { MOTOR_EVENT_PHOTOS } from '@/lib/config/claims';
import { CLAIM_STATES } from '@/lib/validation/claim';
import { startSession } from '../accounts/auth/sessions';
import type { Db } from '../db/client';
import { uploads, users } from '../db/schema';
import { readUpload } from '../uploads/files';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';
import { seedCustomerFrom } from './customers';

let db: Db;
let close: () => Promise<void>;
const { call } = backendClient(() => db);
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());

const tokenOf = async (email: string) => {
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return startSession(db, crypto.randomUUID(), u!.id, new Date());
};

test('the demo customer holds a claim in each state (two decided), read in both languages as the contract describes them', async () => {
  const token = await tokenOf('demo@portal.test');
  for (const lang of ['en', 'ar']) {
    const list = await call('GET', '/claims', { token, lang });
    expect(list.status).toBe(200);
    expect(list.body.claims.map((c: { state: string }) => c.state).sort()).toEqual([...CLAIM_STATES, 'decided'].sort());
    for (const summary of list.body.claims) {
      expect(claimSummarySchema.safeParse(summary).success).toBe(true);
      const one = await call('GET', `/claims/${summary.id}`, { token, lang });
      const parsed = claimSchema.safeParse(one.body.claim);
      expect([summary.state, parsed.success ? 'ok' : parsed.error.message]).toEqual([summary.state, 'ok']);
    }
  }
  const ar = (await call('GET', '/claims', { token, lang: 'ar' })).body.claims as { state: string; id: number }[];
  const decided = (await call('GET', `/claims/${ar.find((c) => c.state === 'decided')!.id}`, { token, lang: 'ar' })).body.claim;
  expect(decided.description).toMatch(/[\u0600-\u06FF]/);
  expect(decided.decision).toMatchObject({ outcome: 'approved', gross_fils: 420_000, excess_fils: 50_000, net_fils: 300_000 });
  expect(decided.decision.deductions[0].reason).toMatch(/[\u0600-\u06FF]/);
  expect(decided.customer_actions).toEqual(['accept', 'dispute']);
  expect(decided.due).toMatchObject({ kind: 'payment', by: decided.pay_by });
  const assessment = (await call('GET', `/claims/${ar.find((c) => c.state === 'assessment')!.id}`, { token })).body.claim;
  expect(assessment.appointment).toMatchObject({ status: 'confirmed' });
  const documents = (await call('GET', `/claims/${ar.find((c) => c.state === 'documents')!.id}`, { token })).body.claim;
  expect(documents.requests).toEqual([expect.objectContaining({ key: 'repair_estimate', provided_at: null })]);
  expect(documents.customer_actions).toEqual(['upload']);
  const refused = (await call('GET', `/claims/${ar.find((c) => c.state === 'refused')!.id}`, { token })).body.claim;
  expect(refused.customer_actions).toEqual(['appeal']);
});

test('a customer from the demo template gets claims of its own in each state, and its cheque is in the lookup', async () => {
  const seeded = await seedCustomerFrom(db, 'demo');
  expect(Object.keys(seeded.claims).sort()).toEqual([...CLAIM_STATES].sort());
  expect(seeded.claims.paid?.reference).toMatch(/^CL-\d{6}$/);
  expect(seeded.claimCheque).toMatchObject({ id: expect.stringMatching(/^5\d{6}$/), phone: seeded.mobile });
  const token = await tokenOf(seeded.email);
  const lookup = (chequeId: string) => call('POST', '/financial/getchequestatus', { token, body: { cheque_id: chequeId, phone: seeded.mobile } });
  // The paid claim's cheque is ready (the claim became paid on its ready day); the other's is still under processing.
  expect((await lookup(seeded.claimCheque!.id)).body).toMatchObject({ status: 'ready', amount: 250 });
  const paid = (await call('GET', `/claims/${seeded.claims.paid!.id}`, { token })).body.claim;
  expect(paid).toMatchObject({ state: 'paid', settlement: { method: 'cheque', cheque_id: seeded.claimCheque!.id } });
  expect(paid.timeline.at(-1)).toMatchObject({ kind: 'cheque_ready', reference: seeded.claimCheque!.id });
  expect(paid.settlement.paid_at.slice(0, 10) <= new Date().toISOString().slice(0, 10)).toBe(true);
  const waiting = seeded.claimChequeWaiting!;
  expect((await lookup(waiting.cheque.id)).body).toMatchObject({ status: 'processing', amount: 350 });
  const decided = (await call('GET', `/claims/${waiting.id}`, { token, lang: 'ar' })).body.claim;
  expect(decided).toMatchObject({ state: 'decided', desk_actions: [], customer_actions: [], settlement: { method: 'cheque', cheque_id: waiting.cheque.id, paid_at: null } });
  expect(decided.settlement.cheque_place).toMatch(/^دائرة المطالبات/);
  // Settled 3 days ago: ready 14 days after, in the days to come.
  expect(decided.cheque_ready_on > new Date().toISOString().slice(0, 10)).toBe(true);
  expect(decided.timeline.at(-1)).toMatchObject({ kind: 'cheque_issued', reference: waiting.cheque.id });
  const care = await tokenOf('care@portal.test');
  const desk = await call('GET', `/claims-desk?status=all&q=${seeded.mobile}`, { token: care });
  expect(desk.body.claims.map((c: { id: number }) => c.id).sort()).toEqual([...Object.values(seeded.claims).map((c) => c!.id), waiting.id].sort());
  const other = await seedCustomerFrom(db, 'renewals');
  expect(other.claims).toEqual({});
});

test("the demo's car claims carry the photos their event asks for, and each photo's bytes are the drawn file", async () => {
  const token = await tokenOf('demo@portal.test');
  const list = (await call('GET', '/claims', { token })).body.claims as { id: number; line: string; event: string }[];
  const cars = list.filter((c) => c.line === 'motor');
  expect(cars.length).toBeGreaterThan(0);
  for (const car of cars) {
    const claim = (await call('GET', `/claims/${car.id}`, { token })).body.claim as { photos: { id: string; slot: string; name: string }[] };
    expect(claim.photos.map((p) => p.slot)).toEqual([...MOTOR_EVENT_PHOTOS[car.event as keyof typeof MOTOR_EVENT_PHOTOS]]);
    const first = claim.photos[0]!;
    const file = await call('GET', `/claims/${car.id}/files/${first.id}`, { token });
    expect(file.status).toBe(200);
    const [stored] = await db.select().from(uploads).where(eq(uploads.id, first.id));
    expect(await readUpload(db, stored!)).toEqual(readFileSync(path.join('lib/backend/seeds/photos', first.name)));
  }
  // Another customer reads none of them.
  const other = await seedCustomerFrom(db, 'renewals');
  const photo = (await call('GET', `/claims/${cars[0]!.id}`, { token })).body.claim.photos[0];
  expect((await call('GET', `/claims/${cars[0]!.id}/files/${photo.id}`, { token: await tokenOf(other.email) })).status).toBe(404);
});
