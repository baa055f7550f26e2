/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { QUOTE_PRICES_LIMIT } from '@/lib/config/security';
import type { Db } from '../db/client';
import { quotes, rateLimits, users } from '../db/schema';
import { apiDay, startBody, travelBody } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/**
 * POST /quotation/travel/prices: what each program costs for a trip, priced by the quotation's own
 * code path (the same totals, the same refusals, the same body rules), holding no quote.
 */
let db: Db;
let close: () => Promise<void>;
let demo: string;
let fresh: string;
let freshId: number;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
  fresh = await signIn('renewals@portal.test');
  freshId = (await db.select().from(users).where(eq(users.email, 'renewals@portal.test')))[0]!.id;
  await db.update(users).set({ birthDate: '1988-04-12' }).where(eq(users.id, freshId));
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

/** The trip of a quotation body: the prices take no program. */
function tripOf(body: Record<string, unknown>) {
  const trip = { ...body };
  delete trip.program;
  return trip;
}
const prices = (token: string, body: unknown) => call('POST', '/quotation/travel/prices', { token, body });
const heldQuotes = async () => (await db.select().from(quotes)).length;

describe('the prices of every program for a trip', () => {
  const family = {
    travel_type: 'family',
    travellers: [
      { name: 'Omar Khaled Saleh Haddad', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'N1234567' },
      { name: 'Rana Haddad', birth_date: '1990-01-01T00:00:00.000Z', passport_id: 'N7654321' },
    ],
  };
  const TRIPS: [string, Record<string, unknown>, string][] = [
    ['one adult to Turkey (standard tables)', {}, '/travel/quotation'],
    ['a family (the seeded family offer)', family, '/travel/quotation'],
    ['worldwide, 40 days', { worldwide: true, days: 40 }, '/travel/quotation'],
    ['KSA for 14 days (the low-cost program)', { countries: ['SA'], days: 14 }, '/travel/quotationlowcost'],
  ];

  it.each(TRIPS)('%s: each total is the total its quotation holds, and the prices hold nothing', async (_name, over, quotationPath) => {
    const trip = tripOf(travelBody({ ...over, start_date: apiDay(40) }));
    const before = await heldQuotes();
    const shown = await prices(fresh, trip);
    expect(shown.status).toBe(200);
    expect(await heldQuotes()).toBe(before);
    expect(shown.body.currency).toBe('JOD');
    expect(shown.body.programs.map((p: { program: string }) => p.program)).toEqual(['sky', 'sky-plus']);
    for (const { program, total } of shown.body.programs) {
      const quotation = await call('POST', quotationPath, { token: fresh, body: { ...trip, program } });
      expect(quotation.status).toBe(200);
      expect(total).toBe(quotation.body.total);
    }
    // With both quotes now open, the prices are theirs (what the quotation would answer again).
    expect((await prices(fresh, trip)).body).toEqual(shown.body);
  });

  it('a held quote keeps its price: the prices show it, as the quotation would answer it', async () => {
    const trip = tripOf(travelBody({ start_date: apiDay(50) }));
    const quotation = await call('POST', '/travel/quotation', { token: fresh, body: { ...trip, program: 'sky' } });
    await db.update(quotes).set({ amountFils: 1_000 }).where(eq(quotes.id, quotation.body.quotation_id));
    expect((await prices(fresh, trip)).body.programs[0]).toEqual({ program: 'sky', total: 1 });
    expect((await call('POST', '/travel/quotation', { token: fresh, body: { ...trip, program: 'sky' } })).body.total).toBe(1);
  });
});

describe('the same refusals as the quotation', () => {
  /** The prices and the quotation of the same trip answer alike. */
  async function refusedAlike(token: string, body: Record<string, unknown>, path = '/travel/quotation') {
    const quotation = await call('POST', path, { token, body });
    const shown = await prices(token, tripOf(body));
    expect(quotation.status).toBeGreaterThanOrEqual(400);
    expect(shown).toEqual(quotation);
    return shown;
  }

  it('barred from web travel, and blacklisted', async () => {
    expect((await refusedAlike(await signIn('barred@portal.test'), travelBody())).body.code).toBe('travel_web_barred');
    expect((await refusedAlike(await signIn('blocked@portal.test'), travelBody())).body.code).toBe('contract_blocked');
  });

  it('a start in the past or too far ahead, a traveller over 85, two travellers on an individual contract, no country or an unknown one', async () => {
    await refusedAlike(demo, travelBody({ start_date: apiDay(-1) }));
    await refusedAlike(demo, travelBody({ start_date: apiDay(400) }));
    await refusedAlike(demo, travelBody({ travel_type: 'family', travellers: [travelBody().travellers[0], { name: 'Old Man', birth_date: '1930-01-01T00:00:00.000Z', passport_id: 'N1234568' }] }));
    await refusedAlike(demo, travelBody({ travellers: [travelBody().travellers[0], travelBody().travellers[0]] }));
    await refusedAlike(demo, travelBody({ countries: [] }));
    await refusedAlike(demo, travelBody({ countries: ['TR', 'XX'] }));
    await refusedAlike(demo, travelBody({ days: 0 }));
  });

  it('a birth date for the holder other than the account\'s', async () => {
    const other = { ...travelBody().travellers[0], birth_date: '1970-01-01T00:00:00.000Z' };
    expect((await refusedAlike(fresh, travelBody({ start_date: apiDay(60), travellers: [other] }))).body.code).toBe('birth_date_fixed');
  });

  it('a traveller who holds cover for these days: 409 cover_overlap naming the contract, then priced once confirmed', async () => {
    const trip = travelBody({ start_date: apiDay(90), days: 5, travellers: [{ ...travelBody().travellers[0], passport_id: 'P9900001' }] });
    const first = await call('POST', '/travel/quotation', { token: fresh, body: trip });
    const started = await call('POST', '/payment/start', { token: fresh, body: await startBody(db, first.body.quotation_id) });
    const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Nour Saadeh' };
    expect((await call('POST', `/payment/${started.body.payment_id}/card`, { token: fresh, body: card })).body.status).toBe('paid');
    const overlap = await refusedAlike(fresh, trip);
    expect(overlap.body).toMatchObject({ code: 'cover_overlap', contract_number: expect.stringMatching(/^P-TRV-/) });
    expect((await prices(fresh, { ...tripOf(trip), confirm_overlap: true })).status).toBe(200);
  });
});

describe('attack', () => {
  it('bad bodies answer 400 with the same field keys as the quotation, never 500', async () => {
    const BAD: unknown[] = [undefined, '', '{', 'null', '[]', '"x"', '{}', { travellers: 'x' }, { ...tripOf(travelBody()), days: '10' },
      { ...tripOf(travelBody()), start_date: '2026-02-30T00:00:00.000Z' }, { ...tripOf(travelBody()), travellers: Array(50).fill({}) },
      { ...tripOf(travelBody()), countries: ['TR\u0000'] }, { ...tripOf(travelBody()), confirm_overlap: 'yes' }];
    for (const bad of BAD) {
      const shown = await prices(demo, bad);
      expect(shown.status).toBe(400);
      expect(typeof shown.body.code).toBe('string');
      if (typeof bad === 'object' && bad !== null) {
        const quotation = await call('POST', '/travel/quotation', { token: demo, body: { ...bad, program: 'sky' } });
        expect(shown.body.fields).toEqual(quotation.body.fields);
      }
    }
  });

  it('signed out: 401; parallel requests all answer, none 500; past the limit, 429', async () => {
    expect((await prices('', tripOf(travelBody()))).status).toBe(401);
    const trip = tripOf(travelBody({ start_date: apiDay(30) }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => prices(demo, trip)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const more = await Promise.all(Array.from({ length: QUOTE_PRICES_LIMIT.max }, () => prices(demo, trip)));
    expect(more.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect(more.filter((a) => a.status === 429).length).toBe(20);
    // The quote limit is its own: a quotation is still held.
    expect((await call('POST', '/travel/quotation', { token: demo, body: { ...trip, program: 'sky' } })).status).toBe(200);
  });
});
