/** @jest-environment node */
import type { Db } from '../db/client';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';
import { apiDay, titleDeedOf, travelBody, TEST_HOME } from '../payments/test-helpers';

let db: Db;
let close: () => Promise<void>;
let demo: string;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
}, 90_000);
afterAll(() => close());

describe('travel quotations', () => {
  it('prices Sky for one adult to Turkey for 10 days and holds the quote for 30 minutes', async () => {
    const before = Date.now();
    const { status, body } = await call('POST', '/travel/quotation', { token: demo, body: travelBody() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'travel', premium: 11, fees: 2, tax: 0.11, total: 13.11, currency: 'JOD' });
    const validFor = new Date(body.valid_until).getTime() - before;
    expect(validFor).toBeGreaterThan(29 * 60_000);
    expect(validFor).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('prices a family with its discount', async () => {
    const travellers = [
      { name: 'Omar Haddad', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'N1234567' },
      { name: 'Rana Haddad', birth_date: '1990-01-01T00:00:00.000Z', passport_id: 'N7654321' },
    ];
    const { body } = await call('POST', '/travel/quotation', { token: demo, body: travelBody({ travel_type: 'family', travellers, program: 'sky-plus' }) });
    expect(body.premium).toBe(29.7); // 16.5 × 2 less 10%
  });

  it('low cost: KSA up to 30 days only', async () => {
    const ksa = travelBody({ countries: ['SA'], days: 30 });
    expect((await call('POST', '/travel/quotationlowcost', { token: demo, body: ksa })).body).toMatchObject({ premium: 6.5, fees: 1, tax: 0.07, total: 7.57 }); // duty 0.065 to the qirsh, half up
    const long = await call('POST', '/travel/quotationlowcost', { token: demo, body: { ...ksa, days: 31 } });
    expect(long).toMatchObject({ status: 400, body: { code: 'not_low_cost_trip' } });
  });

  it('refuses a start in the past, a traveller over 85, and an individual with two travellers', async () => {
    expect((await call('POST', '/travel/quotation', { token: demo, body: travelBody({ start_date: apiDay(-1) }) })).status).toBe(400);
    const old = travelBody({ travel_type: 'family', travellers: [travelBody().travellers[0], { name: 'Old Man', birth_date: '1930-01-01T00:00:00.000Z', passport_id: 'N1234568' }] });
    expect((await call('POST', '/travel/quotation', { token: demo, body: old })).body.code).toBe('age_not_covered');
    const two = travelBody({ travellers: [travelBody().travellers[0], travelBody().travellers[0]] });
    expect((await call('POST', '/travel/quotation', { token: demo, body: two })).status).toBe(400);
    expect((await call('POST', '/travel/quotation', { token: demo, body: travelBody({ start_date: '2026-02-30T00:00:00.000Z' }) })).status).toBe(400);
    expect((await call('POST', '/travel/quotation', { token: demo, body: travelBody({ start_date: apiDay(3).replace('T00', 'T10') }) })).status).toBe(400);
  });

  it('the barred account gets the travel message; the blacklisted one the blacklist message', async () => {
    const barred = await signIn('barred@portal.test');
    expect(await call('POST', '/travel/quotation', { token: barred, body: travelBody() })).toEqual({
      status: 403, body: { code: 'travel_web_barred', message: 'You cannot issue a travel insurance contract through the web app' },
    });
    // Barred from travel only: other lines are sold.
    expect((await call('POST', '/guard/quote', { token: barred, body: { birth_date: '1985-06-01T00:00:00.000Z', previous_accidents: false, insured_sum: 500 } })).status).toBe(200);
    const blocked = await signIn('blocked@portal.test');
    for (const [path, body] of [['/travel/quotation', travelBody()], ['/guard/quote', { birth_date: '1985-06-01T00:00:00.000Z', previous_accidents: false, insured_sum: 500 }]] as const) {
      expect(await call('POST', path, { token: blocked, body })).toEqual({
        status: 403, body: { code: 'contract_blocked', message: "Your Contract can't be created. Please visit the company or contact us." },
      });
    }
  });
});

describe('home and personal-guard quotations', () => {
  it('home: priced on the account holder (the refusal at 60: holder-age.test.ts)', async () => {
    // The demo customer holds home contracts: a second one is priced once they confirm it (duplicate-cover.test.ts).
    const body = { insured_home: TEST_HOME, home_value: 100_000, possessions_value: 20_000, title_deed: await titleDeedOf(db, 'demo@portal.test'), confirm_overlap: true };
    expect((await call('POST', '/home/quotation', { token: demo, body })).body).toMatchObject({ kind: 'home', total: 144.4 });
  });

  it('home: the home\'s kind and address are asked, each wrong part named', async () => {
    const body = { home_value: 100_000, possessions_value: 20_000, title_deed: await titleDeedOf(db, 'demo@portal.test'), confirm_overlap: true };
    expect(await call('POST', '/home/quotation', { token: demo, body })).toMatchObject({ status: 400, body: { code: 'validation_error', fields: { insured_home: expect.any(String) } } });
    const wrong = { ...TEST_HOME, governorate: 'riyadh', street: '' };
    expect(await call('POST', '/home/quotation', { token: demo, body: { ...body, insured_home: wrong } })).toMatchObject({
      status: 400, body: { fields: { 'insured_home.governorate': 'purchase.validation.governorate', 'insured_home.street': 'purchase.validation.street' } },
    });
  });

  it("home: the title deed must be the customer's own upload, sent as a title deed", async () => {
    const body = { insured_home: TEST_HOME, home_value: 100_000, possessions_value: 20_000 };
    for (const deed of ['deed-1', crypto.randomUUID(), await titleDeedOf(db, 'barred@portal.test'), await titleDeedOf(db, 'demo@portal.test', 'identity')]) {
      const answer = await call('POST', '/home/quotation', { token: demo, body: { ...body, title_deed: deed } });
      expect(answer).toMatchObject({ status: 400, body: { fields: { title_deed: 'validation.uploadMissing' } } });
    }
  });

  it('guard: the rate table without a body; a quote only without accident history and under 60', async () => {
    const rates = await call('POST', '/guard/quotation', { token: demo });
    expect(rates.status).toBe(200);
    expect(rates.body.insured_sum).toEqual({ default: 500, step: 25, min: 100, max: 10000 });
    // The demo holder is in the 18–39 band: 10 JOD per 1000, at least 5.000.
    expect((await call('POST', '/guard/quote', { token: demo, body: { previous_accidents: false, insured_sum: 500, confirm_overlap: true } })).body.total).toBe(6.05);
    expect((await call('POST', '/guard/quote', { token: demo, body: { previous_accidents: true, insured_sum: 500 } })).status).toBe(400);
    expect((await call('POST', '/guard/quote', { token: demo, body: { previous_accidents: false, insured_sum: 510 } })).status).toBe(400);
  });
});

describe('bad bodies to every quotation and payment endpoint', () => {
  const BAD = [undefined, '', '{', 'null', '[]', '"x"', '7', '{}', '{"quote_id":"not-a-uuid"}', JSON.stringify({ age: '٣٠', days: -1, travellers: 'x', card_number: 5 }),
    JSON.stringify({ program: 'sky\u0000', countries: ['TR'.repeat(500)], travellers: Array(50).fill({}) })];
  const WITH_BODY = [
    ['POST', '/travel/quotation'], ['POST', '/travel/quotationlowcost'], ['POST', '/quotation/travel/prices'], ['POST', '/home/quotation'], ['POST', '/guard/quote'],
    ['POST', '/payment/start'], ['POST', `/payment/${crypto.randomUUID()}/card`],
  ] as const;

  it.each(WITH_BODY)('%s %s answers 400 {code, message}', async (method, path) => {
    for (const bad of BAD) {
      const { status, body } = await call(method, path, { token: demo, body: bad });
      expect(status).toBe(400);
      expect(typeof body.code).toBe('string');
      expect(typeof body.message).toBe('string');
    }
  });

  it('an unknown or malformed payment id is 404 {code, message}, never a 500', async () => {
    for (const id of ['1', 'x'.repeat(300), '%00', crypto.randomUUID()]) {
      for (const [method, suffix] of [['GET', ''], ['POST', '/cancel']] as const) {
        const { status, body } = await call(method, `/payment/${id}${suffix}`, { token: demo });
        expect(status).toBe(404);
        // A NUL in the path names no endpoint at all (the router's guard); any other id names no payment.
        expect(body.code).toBe(id === '%00' ? 'not_found' : 'payment_not_found');
      }
    }
  });

  it('a body of more than 64 kB is 413', async () => {
    expect((await call('POST', '/travel/quotation', { token: demo, body: JSON.stringify({ x: 'y'.repeat(70_000) }) })).status).toBe(413);
  });
});
