/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel quotes and payments for one cover.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, policies, quotes, rateLimits, users } from '../db/schema';
import { apiDay, startBody, titleDeedOf, travelBody, TEST_HOME } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/**
 * One purchase, one contract: Back to the summary and Pay again, a second tab, or the same quote
 * asked for twice issue one contract; a newer payment supersedes the older one still waiting for its
 * card; a second cover of a kind the customer holds for an overlapping period needs their confirmation.
 */
let db: Db;
let close: () => Promise<void>;
let demo: string;
// Holds motor contracts only: no personal-accident, travel or home cover to overlap.
let fresh: string;
let freshId: number;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
  fresh = await signIn('renewals@portal.test');
  freshId = (await db.select().from(users).where(eq(users.email, 'renewals@portal.test')))[0]!.id;
  // The insured's age is the account's (holder-age.test.ts): the same birth date as travelBody's first traveller.
  await db.update(users).set({ birthDate: '1988-04-12' }).where(eq(users.id, freshId));
}, 90_000);
afterAll(() => close());
// Each test buys again as the same customers: the limits are tested elsewhere, and the fresh customer starts with no cover.
beforeEach(async () => {
  await db.delete(rateLimits);
  await db.delete(policies).where(and(eq(policies.userId, freshId), inArray(policies.line, ['personal-accident', 'travel', 'home'])));
  await db.delete(quotes).where(eq(quotes.userId, freshId));
});

const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Nour Saadeh' };
const guard = (insured_sum = 1000, over: Record<string, unknown> = {}) => ({ previous_accidents: false, insured_sum, ...over });
const quote = (token: string, body: Record<string, unknown>, path = '/guard/quote') => call('POST', path, { token, body });
const start = async (token: string, quoteId: string) => call('POST', '/payment/start', { token, body: await startBody(db, quoteId) });
const pay = (token: string, paymentId: string) => call('POST', `/payment/${paymentId}/card`, { token, body: card });
const contractsOf = (userId: number, line: 'personal-accident' | 'travel' | 'home' = 'personal-accident') =>
  db.select().from(policies).where(and(eq(policies.userId, userId), eq(policies.line, line)));

describe('one purchase, one contract', () => {
  it('the attack: two guard quotes with the same choices, each started and paid with 4111 1111 1111 1111, issue one contract', async () => {
    const first = await quote(fresh, guard());
    const second = await quote(fresh, guard());
    expect(second.body.quotation_id).toBe(first.body.quotation_id);
    const a = await start(fresh, first.body.quotation_id);
    const b = await start(fresh, second.body.quotation_id);
    expect(b.body.payment_id).toBe(a.body.payment_id);
    await Promise.all([pay(fresh, a.body.payment_id), pay(fresh, b.body.payment_id)]);
    expect(await contractsOf(freshId)).toHaveLength(1);
  });

  it('40 parallel identical quote requests hold one quote; other choices hold another', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => quote(fresh, guard(2500))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.quotation_id)).size).toBe(1);
    expect(await db.select().from(quotes).where(eq(quotes.userId, freshId))).toHaveLength(1);
    const other = await quote(fresh, guard(2525));
    expect(other.body.quotation_id).not.toBe(answers[0]!.body.quotation_id);
  });

  it('an expired or paid quote is not answered again', async () => {
    const first = await quote(fresh, guard());
    await db.update(quotes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(quotes.id, first.body.quotation_id));
    const second = await quote(fresh, guard());
    expect(second.body.quotation_id).not.toBe(first.body.quotation_id);
  });

  it('starting payment B supersedes pending A: paying A is refused, takes nothing and issues nothing', async () => {
    const qa = await quote(fresh, guard(1000));
    const qb = await quote(fresh, guard(1500));
    const a = await start(fresh, qa.body.quotation_id);
    const b = await start(fresh, qb.body.quotation_id);
    const paidA = await pay(fresh, a.body.payment_id);
    expect(paidA.body).toMatchObject({ status: 'failed', failure_reason: 'superseded', card_last4: null, policy: null, can_retry: false, newer_payment_id: b.body.payment_id });
    expect(await contractsOf(freshId)).toHaveLength(0);
    expect((await pay(fresh, b.body.payment_id)).body.status).toBe('paid');
    expect(await contractsOf(freshId)).toHaveLength(1);
    // Once B is paid, A's page has no newer payment waiting, only the summary.
    expect((await call('GET', `/payment/${a.body.payment_id}`, { token: fresh })).body).toMatchObject({ status: 'failed', newer_payment_id: b.body.payment_id });
  });

  it('40 quotes started at once and paid at once issue exactly one contract', async () => {
    const held = await Promise.all(Array.from({ length: 40 }, (_, i) => quote(fresh, guard(1000 + 25 * i))));
    const started = await Promise.all(held.map((q) => start(fresh, q.body.quotation_id)));
    expect(started.every((s) => s.status === 200)).toBe(true);
    const states = await db.select().from(payments).where(eq(payments.userId, freshId));
    expect(states.filter((p) => p.status === 'pending')).toHaveLength(1);
    await Promise.all(started.map((s) => pay(fresh, s.body.payment_id)));
    expect(await contractsOf(freshId)).toHaveLength(1);
  });

  it('a payment whose card is being charged is not superseded; the newer one is refused at issue as a second cover', async () => {
    const qa = await quote(fresh, guard(1000));
    const qb = await quote(fresh, guard(1500));
    const a = await start(fresh, qa.body.quotation_id);
    // The card network's answer is awaited (processing) when B starts.
    await db.update(payments).set({ status: 'processing' }).where(eq(payments.id, a.body.payment_id));
    const b = await start(fresh, qb.body.quotation_id);
    expect((await call('GET', `/payment/${a.body.payment_id}`, { token: fresh })).body.status).toBe('processing');
    const { settlePayment } = await import('../payments/settle');
    await settlePayment(db, a.body.payment_id, { outcome: 'paid' }, new Date());
    const paidB = await pay(fresh, b.body.payment_id);
    expect(paidB.body).toMatchObject({ status: 'failed', failure_reason: 'duplicate_cover', policy: null, can_retry: false });
    expect(await contractsOf(freshId)).toHaveLength(1);
  });
});

describe('a second cover of the same kind for an overlapping period', () => {
  it('a guard quote while holding one answers 409 cover_overlap with that contract; confirmed, it is issued and says so', async () => {
    const refused = await quote(demo, guard(3000));
    expect(refused.status).toBe(409);
    // The demo customer holds two; the one that runs longest is named.
    expect(refused.body).toMatchObject({ code: 'cover_overlap', contract_number: expect.stringMatching(/^P-PGD-\d{4}-000502$/), expiry: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const confirmed = await quote(demo, guard(3000, { confirm_overlap: true }));
    expect(confirmed.status).toBe(200);
    const started = await start(demo, confirmed.body.quotation_id);
    const paid = await pay(demo, started.body.payment_id);
    expect(paid.body.status).toBe('paid');
    const [issued] = await db.select().from(policies).where(eq(policies.id, paid.body.policy.id));
    expect(issued?.declarations).toMatchObject({ overlap_confirmed: true });
  });

  it('a quote held before the first cover was issued is refused at issue unless confirmed: no contract, nothing charged', async () => {
    const qa = await quote(fresh, guard(1000));
    const qb = await quote(fresh, guard(1500));
    const a = await start(fresh, qa.body.quotation_id);
    expect((await pay(fresh, a.body.payment_id)).body.status).toBe('paid');
    const b = await start(fresh, qb.body.quotation_id);
    expect((await pay(fresh, b.body.payment_id)).body).toMatchObject({ status: 'failed', failure_reason: 'duplicate_cover', policy: null });
    expect(await contractsOf(freshId)).toHaveLength(1);
    // Now the summary asks; the customer confirms and buys the second cover.
    expect((await quote(fresh, guard(1500))).body.code).toBe('cover_overlap');
    const confirmed = await quote(fresh, guard(1500, { confirm_overlap: true }));
    const c = await start(fresh, confirmed.body.quotation_id);
    expect((await pay(fresh, c.body.payment_id)).body.status).toBe('paid');
    expect(await contractsOf(freshId)).toHaveLength(2);
  });

  it('travel: a traveller on a contract for overlapping days, by passport; other days or other travellers are sold', async () => {
    const trip = travelBody({ start_date: apiDay(10), days: 10 });
    const first = await quote(fresh, trip, '/travel/quotation');
    expect((await pay(fresh, (await start(fresh, first.body.quotation_id)).body.payment_id)).body.status).toBe('paid');
    // The first trip's traveller again, in a family whose holder travels on another passport, on days that meet the first trip's last one.
    const family = travelBody({
      start_date: apiDay(19), days: 5, travel_type: 'family',
      travellers: [
        { name: 'Omar Khaled Saleh Haddad', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'K7777777' },
        { name: 'Omar Haddad', birth_date: '2015-01-01T00:00:00.000Z', passport_id: 'n1234567' },
      ],
    });
    expect(await quote(fresh, family, '/travel/quotation')).toMatchObject({ status: 409, body: { code: 'cover_overlap' } });
    expect((await quote(fresh, { ...family, start_date: apiDay(20) }, '/travel/quotation')).status).toBe(200);
    // The holder on another passport with Rana: nobody on the first contract.
    const others = travelBody({
      start_date: apiDay(12), travel_type: 'family',
      travellers: [
        { name: 'Omar Khaled Saleh Haddad', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'K7777777' },
        { name: 'Rana Haddad', birth_date: '1990-02-03T00:00:00.000Z', passport_id: 'N7654321' },
      ],
    });
    expect((await quote(fresh, others, '/travel/quotation')).status).toBe(200);
    // A traveller named in a contract's declarations (not its first traveller) counts too.
    const [mine] = await contractsOf(freshId, 'travel');
    await db.update(policies).set({ declarations: { travellers: [{ name: 'Rana Haddad', birth_date: '1990-02-03', passport_id: 'N7654321' }] } }).where(eq(policies.id, mine!.id));
    expect((await quote(fresh, others, '/travel/quotation')).body.code).toBe('cover_overlap');
  });

  it("home: the holder's second home is sold once they confirm it", async () => {
    const body = { age: 44, insured_home: TEST_HOME, home_value: 80_000, possessions_value: 0, title_deed: await titleDeedOf(db, 'demo@portal.test') };
    expect(await quote(demo, body, '/home/quotation')).toMatchObject({ status: 409, body: { code: 'cover_overlap', contract_number: expect.stringMatching(/^P-HOM-/) } });
    expect((await quote(demo, { ...body, confirm_overlap: true }, '/home/quotation')).status).toBe(200);
  });
});
