/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel declarations of one birth date.
import { eq } from 'drizzle-orm';
import { addYears, dayFrom } from '@/lib/bookings/time';
import { ageOn } from '@/lib/validation/api-date';
import type { Db } from '../db/client';
import { policies, quotes, rateLimits, users } from '../db/schema';
import { startBody, titleDeedOf, travelBody } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

// The insured's age is the account holder's, from the account: an age or a birth date the browser
// sends never prices a quote nor gets past the refusal at 60 (spec §5). The demo customer holds guard
// and home contracts: each purchase here is a confirmed second cover (duplicate-cover.test.ts).
let db: Db;
let close: () => Promise<void>;
let demo: string;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const api = (day: string) => `${day}T00:00:00.000Z`;
const guard = (token: string, body: Record<string, unknown>) =>
  call('POST', '/guard/quote', { token, body: { previous_accidents: false, insured_sum: 10_000, confirm_overlap: true, ...body } });
const home = async (token: string, email: string, body: Record<string, unknown> = {}) =>
  call('POST', '/home/quotation', { token, body: { home_value: 100_000, possessions_value: 0, title_deed: await titleDeedOf(db, email), confirm_overlap: true, ...body } });
const accountOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0]!;
const quoteCount = async () => (await db.select().from(quotes)).length;

async function pay(token: string, quoteId: string) {
  const started = await call('POST', '/payment/start', { token, body: await startBody(db, quoteId) });
  const paid = await call('POST', `/payment/${started.body.payment_id}/card`, {
    token, body: { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Card Holder' },
  });
  expect(paid.body.status).toBe('paid');
  const [row] = await db.select().from(policies).where(eq(policies.id, paid.body.policy.id));
  return row!;
}

describe('an account with a birth date prices on it', () => {
  it('guard: "age":10 prices at the account holder\'s age (102 JOD for 10000, not 81.8), and the contract says so', async () => {
    expect(ageOn('1988-04-12', dayFrom(new Date(), 0))).toBeGreaterThanOrEqual(18); // the 10 JOD per 1000 band
    const answer = await guard(demo, { age: 10 });
    expect(answer.body).toMatchObject({ premium: 100, fees: 1, tax: 1, total: 102 });
    const contract = await pay(demo, answer.body.quotation_id);
    // The demo customer holds a guard contract already: this one is a confirmed second cover.
    expect(contract.declarations).toEqual({ holder_birth_date: '1988-04-12', holder_birth_date_declared: false, overlap_confirmed: true });
    const mine = (await call('GET', '/user/polices', { token: demo })).body.policies;
    expect(mine.find((p: { id: number }) => p.id === contract.id).declarations).toMatchObject({ holder_birth_date: '1988-04-12', holder_birth_date_declared: false });
  });

  it('a different birth date sent for the holder is refused, on every line; the same one is accepted', async () => {
    const before = await quoteCount();
    const fixed = { status: 400, body: { code: 'birth_date_fixed', fields: { birth_date: 'purchase.validation.birthDateFixed' } } };
    expect(await guard(demo, { birth_date: api('2012-01-01') })).toMatchObject(fixed);
    expect(await home(demo, 'demo@portal.test', { birth_date: api('2012-01-01') })).toMatchObject(fixed);
    expect(await quoteCount()).toBe(before);
    expect((await guard(demo, { birth_date: api('1988-04-12') })).status).toBe(200);
    expect((await accountOf('demo@portal.test')).birthDate).toBe('1988-04-12');
  });

  it('travel: the first traveller is the account holder; a holder born 2012-01-01 is refused, never priced as a child', async () => {
    const child = travelBody({ travellers: [{ name: 'Omar Khaled Saleh Haddad', birth_date: api('2012-01-01'), passport_id: 'N1234567' }] });
    for (const path of ['/travel/quotation', '/travel/quotationlowcost']) {
      const body = path.endsWith('lowcost') ? { ...child, country: 'SA', destination: 'ksa' } : child;
      expect(await call('POST', path, { token: demo, body })).toMatchObject({
        status: 400, body: { code: 'birth_date_fixed', fields: { 'travellers.0.birth_date': 'purchase.validation.birthDateFixed' } },
      });
    }
    expect((await call('POST', '/travel/quotation', { token: demo, body: travelBody() })).body.total).toBe(13.11);
  });

  it('travel: the other travellers are declarations, kept on the contract with the holder\'s birth date', async () => {
    const travellers = [
      { name: 'Omar Khaled Saleh Haddad', birth_date: api('1988-04-12'), passport_id: 'N1234567' },
      { name: 'Rana Haddad', birth_date: api('1990-01-01'), passport_id: 'N7654321' },
      { name: 'Laila Haddad', birth_date: api('2015-03-09'), passport_id: 'N7654322' },
    ];
    const quote = await call('POST', '/travel/quotation', { token: demo, body: travelBody({ travel_type: 'family', travellers, start_date: api(dayFrom(new Date(), 40)) }) });
    const contract = await pay(demo, quote.body.quotation_id);
    expect(contract.declarations).toEqual({
      holder_birth_date: '1988-04-12', holder_birth_date_declared: false,
      travellers: [
        { name: 'Rana Haddad', birth_date: '1990-01-01', passport_id: 'N7654321' },
        { name: 'Laila Haddad', birth_date: '2015-03-09', passport_id: 'N7654322' },
      ],
    });
    const shown = (await call('GET', '/user/polices', { token: demo })).body.policies.find((p: { id: number }) => p.id === contract.id);
    expect(shown.declarations.travellers).toEqual([{ name: 'Rana Haddad', birth_date: '1990-01-01' }, { name: 'Laila Haddad', birth_date: '2015-03-09' }]);
  });
});

describe('the refusal at 60 is decided on the account', () => {
  it('"age":59 (or a younger birth date) does not pass for a holder of 60, on guard and on home', async () => {
    const sixty = addYears(dayFrom(new Date(), 0), -60);
    await db.update(users).set({ birthDate: sixty }).where(eq(users.email, 'renewals@portal.test'));
    const older = await signIn('renewals@portal.test');
    const refused = { status: 400, body: { code: 'age_refused', fields: { birth_date: 'purchase.validation.ageRefusal' } } };
    expect(await guard(older, { age: 59 })).toMatchObject(refused);
    expect(await home(older, 'renewals@portal.test', { age: 59 })).toMatchObject(refused);
    expect((await guard(older, { birth_date: api('1990-01-01') })).body.code).toBe('birth_date_fixed');
    // The day before turning 60, the same account is still insured.
    await db.update(users).set({ birthDate: dayFrom(new Date(`${sixty}T12:00:00Z`), 1) }).where(eq(users.email, 'renewals@portal.test'));
    expect((await guard(older, {})).body.premium).toBe(180);
  });
});

describe('an account without a birth date declares it once', () => {
  it('barred@ (no birth date) must declare it; it is stored on the account, priced on, written on the contract, and fixed', async () => {
    const barred = await signIn('barred@portal.test');
    expect(await guard(barred, {})).toMatchObject({ status: 400, body: { code: 'birth_date_required', fields: { birth_date: 'purchase.validation.birthDateRequired' } } });
    expect(await guard(barred, { birth_date: api(dayFrom(new Date(), 2)) })).toMatchObject({ status: 400, body: { fields: { birth_date: 'purchase.validation.birthDate' } } });
    expect((await accountOf('barred@portal.test')).birthDate).toBeNull();

    const declared = await guard(barred, { birth_date: api('1980-05-20'), age: 20 });
    expect(declared.body.premium).toBe(ageOn('1980-05-20', dayFrom(new Date(), 0)) >= 50 ? 180 : 130);
    expect(await accountOf('barred@portal.test')).toMatchObject({ birthDate: '1980-05-20', birthDateDeclared: true });
    const { user } = (await call('GET', '/user/current', { token: barred })).body;
    expect(user.birth_date).toBe('1980-05-20');

    // A second, different declaration is refused; none at all now uses the stored one.
    expect(await guard(barred, { birth_date: api('1995-05-20') })).toMatchObject({ status: 400, body: { code: 'birth_date_fixed' } });
    expect(await home(barred, 'barred@portal.test', { birth_date: api('1995-05-20') })).toMatchObject({ status: 400, body: { code: 'birth_date_fixed' } });
    expect((await accountOf('barred@portal.test')).birthDate).toBe('1980-05-20');
    const again = await home(barred, 'barred@portal.test');
    expect(again.status).toBe(200);

    const contract = await pay(barred, declared.body.quotation_id);
    expect(contract.declarations).toEqual({ holder_birth_date: '1980-05-20', holder_birth_date_declared: true });
  });

  it('40 declarations at once with different dates keep one: the quotes that pass are all priced on it', async () => {
    await db.update(users).set({ birthDate: null, birthDateDeclared: false }).where(eq(users.email, 'renewals@portal.test'));
    const token = await signIn('renewals@portal.test');
    const dates = Array.from({ length: 40 }, (_, i) => (i % 2 ? '1999-01-01' : '1970-01-01'));
    const answers = await Promise.all(dates.map((d) => guard(token, { birth_date: api(d) })));
    const stored = (await accountOf('renewals@portal.test')).birthDate;
    expect(['1999-01-01', '1970-01-01']).toContain(stored);
    answers.forEach((answer, i) => {
      if (dates[i] === stored) expect(answer.status).toBe(200);
      else expect(answer).toMatchObject({ status: 400, body: { code: 'birth_date_fixed' } });
    });
    const premiums = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.premium));
    expect(premiums.size).toBe(1);
  });
});
