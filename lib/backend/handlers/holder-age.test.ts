/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: two payments issuing on different declared birth dates.
import { eq } from 'drizzle-orm';
import { addYears, dayFrom } from '@/lib/calendar/days';
import { ageOn } from '@/lib/validation/api-date';
import type { Db } from '../db/client';
import { birthDateCorrections, policies, quotes, rateLimits, users } from '../db/schema';
import { correctBirthDate, CorrectionRefused } from '../accounts/identity/birth-date-correction';
import { startBody, titleDeedOf, travelBody, TEST_HOME } from '../payments/test-helpers';
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
  call('POST', '/home/quotation', { token, body: { insured_home: TEST_HOME, home_value: 100_000, possessions_value: 0, title_deed: await titleDeedOf(db, email), confirm_overlap: true, ...body } });
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
      const body = path.endsWith('lowcost') ? { ...child, countries: ['SA'] } : child;
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
      trip: { countries: ['TR'], worldwide: false, holder_name: 'Omar Khaled Saleh Haddad' },
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

describe('an account without a birth date: a declared one is kept only when a contract is issued', () => {
  it('a quote refused at 60 (1950) leaves the account without a birth date: the real one is then accepted', async () => {
    const barred = await signIn('barred@portal.test');
    expect(await guard(barred, { birth_date: api('1950-01-01') })).toMatchObject({ status: 400, body: { code: 'age_refused' } });
    expect(await home(barred, 'barred@portal.test', { birth_date: api('1950-01-01') })).toMatchObject({ status: 400, body: { code: 'age_refused' } });
    expect((await accountOf('barred@portal.test')).birthDate).toBeNull();
    const real = await guard(barred, { birth_date: api('1980-05-20') });
    expect(real.status).toBe(200);
    expect((await accountOf('barred@portal.test')).birthDate).toBeNull();
  });

  it('barred@ must declare it; the quote is priced on it, the contract and then the account keep it, and it is fixed from then on', async () => {
    const barred = await signIn('barred@portal.test');
    expect(await guard(barred, {})).toMatchObject({ status: 400, body: { code: 'birth_date_required', fields: { birth_date: 'purchase.validation.birthDateRequired' } } });
    expect(await guard(barred, { birth_date: api(dayFrom(new Date(), 2)) })).toMatchObject({ status: 400, body: { fields: { birth_date: 'purchase.validation.birthDate' } } });

    // 45 today, whatever day the test runs.
    const born = addYears(dayFrom(new Date(), 0), -45);
    const declared = await guard(barred, { birth_date: api(born), age: 20 });
    expect(declared.body.premium).toBe(130); // 13 JOD per 1000 of the 10000 insured, the 40-49 band
    // Not yet the account's: a quote is not a contract. Another declaration is another quote.
    expect(await accountOf('barred@portal.test')).toMatchObject({ birthDate: null, birthDateDeclared: false });
    expect((await call('GET', '/user/current', { token: barred })).body.user.birth_date).toBeNull();
    expect((await home(barred, 'barred@portal.test', { birth_date: api('1995-05-20') })).status).toBe(200);

    const contract = await pay(barred, declared.body.quotation_id);
    expect(contract.declarations).toEqual({ holder_birth_date: born, holder_birth_date_declared: true });
    expect(await accountOf('barred@portal.test')).toMatchObject({ birthDate: born, birthDateDeclared: true });
    expect((await call('GET', '/user/current', { token: barred })).body.user.birth_date).toBe(born);

    // Issued on, it is fixed: a different one is refused, none at all uses it.
    expect(await guard(barred, { birth_date: api('1995-05-20') })).toMatchObject({ status: 400, body: { code: 'birth_date_fixed' } });
    expect(await home(barred, 'barred@portal.test', { birth_date: api('1995-05-20') })).toMatchObject({ status: 400, body: { code: 'birth_date_fixed' } });
    expect((await home(barred, 'barred@portal.test')).status).toBe(200);
    expect((await accountOf('barred@portal.test')).birthDate).toBe(born);
  });

  it('40 declarations at once with two dates are 40 quotes; of two paid together, only one is issued and its date kept', async () => {
    await db.update(users).set({ birthDate: null, birthDateDeclared: false }).where(eq(users.email, 'renewals@portal.test'));
    const token = await signIn('renewals@portal.test');
    const dates = Array.from({ length: 40 }, (_, i) => (i % 2 ? '1999-01-01' : '1970-01-01'));
    const answers = await Promise.all(dates.map((d) => guard(token, { birth_date: api(d) })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await accountOf('renewals@portal.test')).birthDate).toBeNull();

    // A guard quote on 1970 and a home quote on 1999 (two products: neither payment supersedes the other), paid together.
    const homeQuote = await home(token, 'renewals@portal.test', { birth_date: api('1999-01-01') });
    const quoteIds = [answers[0]!.body.quotation_id as string, homeQuote.body.quotation_id as string];
    const starts = await Promise.all(quoteIds.map(async (id) => (await call('POST', '/payment/start', { token, body: await startBody(db, id) })).body.payment_id as string));
    const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Card Holder' };
    const paid = await Promise.all(starts.map((id) => call('POST', `/payment/${id}/card`, { token, body: card })));
    const issued = paid.filter((p) => p.body.status === 'paid');
    expect(issued).toHaveLength(1);
    // The other was priced on a birth date the account no longer can have: nothing issued, the card not charged.
    expect(paid.filter((p) => p.body.status === 'failed').map((p) => p.body.failure_reason)).toEqual(['unavailable']);
    const [contract] = await db.select().from(policies).where(eq(policies.id, issued[0]!.body.policy.id));
    expect((await accountOf('renewals@portal.test')).birthDate).toBe(contract!.declarations!.holder_birth_date);
  });
});

describe('the company corrects a wrong birth date, with the reason recorded', () => {
  it('replaces the account\'s date, keeps who, when and why, and the customer may then buy on the right one', async () => {
    const token = await signIn('barred@portal.test');
    const before = (await accountOf('barred@portal.test')).birthDate;
    expect(before).not.toBeNull();
    const now = new Date();
    const row = await correctBirthDate(db, { login: 'barred@portal.test', birthDate: '1975-03-02', reason: 'National ID card seen at the Amman branch', correctedBy: 'Rana (staff 114)' }, now);
    expect(row).toMatchObject({ previousBirthDate: before, birthDate: '1975-03-02', reason: 'National ID card seen at the Amman branch', correctedBy: 'Rana (staff 114)' });
    const kept = await db.select().from(birthDateCorrections).where(eq(birthDateCorrections.userId, row.userId));
    expect(kept).toHaveLength(1);
    expect(await accountOf('barred@portal.test')).toMatchObject({ birthDate: '1975-03-02', birthDateDeclared: false });
    expect((await guard(token, { birth_date: api('1975-03-02') })).status).toBe(200);
    expect((await guard(token, { birth_date: api(before!) })).body.code).toBe('birth_date_fixed');
  });

  it('refuses a correction without a reason, a staff name, a real date or a known account, and changes nothing', async () => {
    const base = { login: 'barred@portal.test', birthDate: '1976-01-01', reason: 'Passport seen at the branch', correctedBy: 'Rana' };
    for (const bad of [{ reason: ' ' }, { correctedBy: '' }, { birthDate: '0000-01-01' }, { birthDate: dayFrom(new Date(), 3) }, { login: 'nobody@portal.test' }]) {
      await expect(correctBirthDate(db, { ...base, ...bad }, new Date())).rejects.toBeInstanceOf(CorrectionRefused);
    }
    expect((await accountOf('barred@portal.test')).birthDate).toBe('1975-03-02');
  });
});
