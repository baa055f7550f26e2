/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { PRICE_LIMITS } from '@/lib/config/security';
import type { Db } from '../db/client';
import { priceHolds, rateLimits, users } from '../db/schema';
import { cleanUp } from '../maintenance';
import { apiDay } from '../payments/test-helpers';
import { backendClient } from '../test-client';
import { freshCustomer, TEST_PASSWORD } from '../test-customer';
import { memoryDb } from '../test-db';

/**
 * POST /quotation/price and GET /quotation/price/held: a price before any account, held for the
 * device's session and carried through sign-in; the same tables and refusals as the quotes.
 */
let db: Db;
let close: () => Promise<void>;
const { call, get, newSession } = backendClient(() => db);
beforeAll(async () => ({ db, close } = await memoryDb()), 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const price = (token: string | null, body: unknown, address = '10.0.0.1') => call('POST', '/quotation/price', { token, body, address });
const held = async (token: string) => (await get('/quotation/price/held', token)).body.held as { request: { line: string; answers: Record<string, unknown> }; price: { options: { total: number }[] } }[];
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-01T00:00:00.000Z`;

const guard = (over: Record<string, unknown> = {}) => ({
  line: 'personal-accident', answers: { birth_date: yearsAgo(35), previous_accidents: false, insured_sum: 5000, ...over },
});
const home = (over: Record<string, unknown> = {}) => ({
  line: 'home', answers: { birth_date: yearsAgo(40), home_value: 80_000, possessions_value: 10_000, ...over },
});
const travel = (over: Record<string, unknown> = {}) => ({
  line: 'travel',
  answers: {
    countries: ['TR'], worldwide: false, travel_type: 'individual', start_date: apiDay(10), days: 10,
    travellers: [{ birth_date: yearsAgo(30) }], ...over,
  },
});

describe('a visitor gets a price for each line, held for their session', () => {
  it.each([['personal-accident', guard()], ['home', home()], ['travel', travel()]])('%s', async (line, body) => {
    const token = await newSession();
    const answer = await price(token, body);
    expect(answer.status).toBe(200);
    expect(answer.body.line).toBe(line);
    expect(answer.body.options.length).toBeGreaterThan(0);
    for (const o of answer.body.options) expect(o.total).toBeGreaterThan(0);
    const holds = await held(token);
    expect(holds).toHaveLength(1);
    expect(holds[0]!.request).toEqual(body);
    expect(holds[0]!.price.options[0]!.total).toBe(answer.body.options[0].total);
  });

  it('travel prices both programs; a KSA trip of up to 30 days at the low-cost rates', async () => {
    const token = await newSession();
    const standard = (await price(token, travel({ countries: ['SA'], days: 14 }))).body;
    expect(standard.options.map((o: { option: string }) => o.option)).toEqual(['sky', 'sky-plus']);
    const longer = (await price(token, travel({ countries: ['SA'], days: 45 }))).body;
    expect(longer.options[0].total).not.toBe(standard.options[0].total);
  });

  it('a family trip takes the family offer in force, as its quote does', async () => {
    const family = (await price(await newSession(), travel({ travel_type: 'family', travellers: [{ birth_date: yearsAgo(40) }, { birth_date: yearsAgo(38) }] }))).body;
    expect(family.options[0].offer).not.toBeNull();
    expect(family.options[0].total).toBeLessThan(family.options[0].premium + family.options[0].fees + family.options[0].tax);
  });

  it('the newest answers of a line replace the older ones; lines are held side by side', async () => {
    const token = await newSession();
    await price(token, guard({ insured_sum: 1000 }));
    await price(token, home());
    await price(token, guard({ insured_sum: 2500 }));
    const holds = await held(token);
    expect(holds.map((h) => h.request.line)).toEqual(['personal-accident', 'home']);
    expect(holds[0]!.request.answers.insured_sum).toBe(2500);
  });
});

describe('refusals, as the quotes refuse', () => {
  it.each([
    ['home at 60 or over', home({ birth_date: yearsAgo(61) }), 'age_refused'],
    ['personal accident at 60 or over', guard({ birth_date: yearsAgo(65) }), 'age_refused'],
    ['personal accident after previous accidents', guard({ previous_accidents: true }), 'accident_history'],
    ['a traveller over the age covered', travel({ travellers: [{ birth_date: yearsAgo(90) }] }), 'age_not_covered'],
    ['a trip that started yesterday', travel({ start_date: apiDay(-1) }), 'validation_error'],
    ['a trip too far ahead', travel({ start_date: apiDay(400) }), 'validation_error'],
    ['a birth date to come', guard({ birth_date: apiDay(30) }), 'validation_error'],
  ] as const)('%s: 400, nothing held', async (_name, body, code) => {
    const token = await newSession();
    const answer = await price(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
    expect(await held(token)).toEqual([]);
  });

  it('the accident question answers its translated message key', async () => {
    const answer = await price(await newSession(), guard({ previous_accidents: true }));
    expect(answer.body.fields).toEqual({ previous_accidents: 'purchase.validation.accidentHistory' });
  });

  it.each([
    ['an unknown line', { line: 'pets', answers: {} }],
    ['a control character', home({ birth_date: 'x\u0000' })],
    ['a sum off the steps', guard({ insured_sum: 1010 })],
    ['too many travellers', travel({ travellers: Array.from({ length: 40 }, () => ({ birth_date: yearsAgo(20) })) })],
  ])('%s: a 400, never a 500', async (_name, body) => {
    expect((await price(await newSession(), body)).status).toBe(400);
  });

  it('a body over the limit is refused, not read', async () => {
    const answer = await price(await newSession(), JSON.stringify({ ...guard(), pad: 'x'.repeat(2_000_000) }));
    expect([400, 413]).toContain(answer.status);
  });

  it('no session: 401', async () => {
    expect((await price(null, guard())).status).toBe(401);
  });
});

describe('a signed-in customer', () => {
  it("is priced on the account's birth date, not the answers'", async () => {
    const { user, tokens } = await freshCustomer(db);
    await db.update(users).set({ birthDate: `${new Date().getUTCFullYear() - 62}-01-01` }).where(eq(users.id, user.id));
    const answer = await price(tokens[0]!, home({ birth_date: yearsAgo(30) }));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('age_refused');
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.birthDate).toBe(`${new Date().getUTCFullYear() - 62}-01-01`);
  });

  it('blacklisted: refused as its quotes are; barred from the web: travel refused', async () => {
    const blocked = await freshCustomer(db);
    await db.update(users).set({ blackList: true }).where(eq(users.id, blocked.user.id));
    expect((await price(blocked.tokens[0]!, home())).body.code).toBe('contract_blocked');
    const barred = await freshCustomer(db);
    await db.update(users).set({ webIssuingBarred: true }).where(eq(users.id, barred.user.id));
    expect((await price(barred.tokens[0]!, travel())).body.code).toBe('travel_web_barred');
    expect((await price(barred.tokens[0]!, home())).status).toBe(200);
  });

  it('without a birth date on the account, the declared one prices and is not stored', async () => {
    const { user, tokens } = await freshCustomer(db);
    expect((await price(tokens[0]!, guard())).status).toBe(200);
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.birthDate).toBeNull();
  });
});

describe('rate limits, counted before pricing', () => {
  it('per session', async () => {
    const token = await newSession();
    for (let i = 0; i < PRICE_LIMITS.perSession.max; i += 1) expect((await price(token, guard({ previous_accidents: true }))).status).toBe(400);
    expect((await price(token, guard())).status).toBe(429);
    expect((await price(await newSession(), guard(), '10.0.0.2')).status).toBe(200);
  });

  it('per address, whatever the session', async () => {
    await db.insert(rateLimits).values({ key: 'price:address:10.9.9.9', count: PRICE_LIMITS.perAddress.max, windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    expect((await price(await newSession(), guard(), '10.9.9.9')).status).toBe(429);
    expect((await price(await newSession(), guard(), '10.9.9.8')).status).toBe(200);
  });

  it('a signed-in customer also on their account', async () => {
    const { user, tokens } = await freshCustomer(db);
    await db.insert(rateLimits).values({ key: `quote-prices:user:${user.id}`, count: PRICE_LIMITS.perUser.max, windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    expect((await price(tokens[0]!, guard(), '10.7.7.7')).status).toBe(429);
  });
});

describe('holding', () => {
  it('is carried through sign-in to the new session; the old token reads nothing', async () => {
    const { user } = await freshCustomer(db, 0);
    const visitor = await newSession();
    await price(visitor, guard());
    const signIn = await call('POST', '/user/login', { token: visitor, body: { login: user.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
    const holds = await held(signIn.body.auth_token);
    expect(holds.map((h) => h.request.line)).toEqual(['personal-accident']);
    expect((await get('/quotation/price/held', visitor)).status).toBe(401);
  });

  it('another session cannot read them', async () => {
    const mine = await newSession();
    await price(mine, home());
    expect(await held(await newSession())).toEqual([]);
  });

  it('a logout drops them', async () => {
    const { tokens } = await freshCustomer(db);
    await price(tokens[0]!, home());
    const [row] = await db.select().from(priceHolds);
    expect(row).toBeDefined();
    const before = (await db.select().from(priceHolds)).length;
    expect((await call('PATCH', '/user/logout', { token: tokens[0]!, body: { deviceId: 'x' } })).status).toBe(200);
    expect((await db.select().from(priceHolds)).length).toBe(before - 1);
  });

  it('expired holds are not answered, and the clean-up deletes them', async () => {
    const token = await newSession();
    await price(token, guard());
    await db.update(priceHolds).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await held(token)).toEqual([]);
    await cleanUp(db);
    expect(await db.select().from(priceHolds)).toEqual([]);
  });
});
