/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel renewals of one contract.
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, policies, rateLimits, renewalLinks } from '../db/schema';
import { TEST_CARDS } from '../payments/test-cards';
import { startBody } from '../payments/test-helpers';
import { sendRenewalLink } from '../contracts/renewals/links';
import { ammanYear } from '@/lib/calendar/days';
import { DEMO_RENEWAL_TOKENS } from '../seeds/renewals';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
let demo: string;
let cases: string;
let barred: string;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  [demo, cases, barred] = await Promise.all([signIn('demo@portal.test'), signIn('renewals@portal.test'), signIn('barred@portal.test')]);
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' };
const byPlate = async (plate: string) => (await db.select().from(policies).where(eq(policies.plateNumber, plate)).limit(1))[0]!;
const renewalsOf = async (id: number) => db.select().from(policies).where(eq(policies.renewalOfId, id));

describe('car renewal', () => {
  it('renews the Hyundai inside its window through payment: a new year from the day after expiry, then no second renewal', async () => {
    const hyundai = await byPlate('22-11890');
    const view = await call('GET', `/car/renewal/${hyundai.id}`, { token: demo });
    expect(view.body).toMatchObject({ state: 'renewable', policy: { vehicle_type: 'Hyundai', vehicle_model: 'Elantra' }, reason: null });
    // In Arabic the car reads as the car list names it; the contract stores the English names.
    const inArabic = await call('GET', `/car/renewal/${hyundai.id}`, { token: demo, lang: 'ar' });
    expect(inArabic.body).toMatchObject({ policy: { vehicle_type: 'هيونداي', vehicle_model: 'إلنترا' } });
    expect(view.body.new_period.effective_date > hyundai.expiry).toBe(true);
    const quote = await call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: hyundai.id } });
    expect(quote.body).toMatchObject({ kind: 'motor-renewal' });
    // A third-party contract renews on the third-party tariff, on the entry it was sold on (a private car of 1,601-2,000 cc).
    // JOD 95 + fee 5 + stamp duty 0.950.
    expect(quote.body.total).toBe(100.95);
    const started = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: card });
    expect(paid.body).toMatchObject({ status: 'paid', line: 'motor' });
    const [renewed] = await renewalsOf(hyundai.id);
    expect(renewed).toMatchObject({ id: paid.body.policy.id, plateNumber: '22-11890', effectiveDate: view.body.new_period.effective_date, expiry: view.body.new_period.expiry });
    expect((await call('GET', `/car/renewal/${hyundai.id}`, { token: demo })).body.state).toBe('renewed');
    expect((await call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: hyundai.id } })).body.code).toBe('renewal_done');
    const list = (await call('GET', '/user/polices', { token: demo })).body.policies;
    expect(list.find((p: { id: number }) => p.id === renewed!.id)).toMatchObject({ renewal_of_id: hyundai.id });
  });

  it('20 concurrent renewals of one contract (quote, start, pay each) give exactly one renewal', async () => {
    // Five years old in whatever year the test runs (a 2021 car in 2026): 10% off its value, no loading for age.
    await db.update(policies).set({ productionYear: ammanYear(new Date()) - 5 }).where(eq(policies.plateNumber, '12-34567'));
    const corolla = await byPlate('12-34567');
    const one = async () => {
      const q = await call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: corolla.id } });
      if (q.status !== 200) return q;
      const s = await call('POST', '/payment/start', { token: demo, body: await startBody(db, q.body.quotation_id) });
      return call('POST', `/payment/${s.body.payment_id}/card`, { token: demo, body: card });
    };
    const answers = await Promise.all(Array.from({ length: 20 }, one));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.body.status === 'paid')).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === 'failed').every((a) => a.body.failure_reason === 'unavailable')).toBe(true);
    const [renewed] = await renewalsOf(corolla.id);
    // A hybrid is priced at the hybrid rate, not as petrol, and the new year keeps its engine type; the
    // Corolla is comprehensive, so the seeded 15% offer comes off its premium (offer-terms.test.ts).
    expect(corolla.engineType).toBe('hybrid');
    // Valued at 14,500 less 10%: 13,050; at the hybrid's 3.2%, 417.600; less the offer's 62.640, 354.960;
    // the fee 5.000 and the stamp duty 3.550 (1%, to the qirsh): 363.510.
    expect(renewed).toMatchObject({ engineType: 'hybrid', insuredSum: 13_050, premium: 363.51 });
    expect(await renewalsOf(corolla.id)).toHaveLength(1);
  }, 60_000);

  it('says when the window opens, which condition blocks, that a barred customer cannot renew, and refuses to price them', async () => {
    const early = await byPlate('31-10046');
    const view = await call('GET', `/car/renewal/${early.id}`, { token: cases });
    expect(view.body).toMatchObject({ state: 'too-early' });
    expect(view.body.opens_on).toBe(new Date(Date.parse(`${early.expiry}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10));
    expect((await call('POST', '/car/renewal/quotation', { token: cases, body: { policy_id: early.id } })).body.code).toBe('renewal_too_early');
    for (const [plate, reason] of [['31-20001', 'blacklist'], ['31-20002', 'car-type'], ['31-20003', 'claim'], ['31-20004', 'bank']] as const) {
      const p = await byPlate(plate);
      expect((await call('GET', `/car/renewal/${p.id}`, { token: cases })).body).toMatchObject({ state: 'blocked', reason });
      expect((await call('POST', '/car/renewal/quotation', { token: cases, body: { policy_id: p.id } })).status).toBe(403);
    }
    expect((await call('GET', `/car/renewal/${(await byPlate('31-20005')).id}`, { token: cases })).body.state).toBe('expired');
    const accent = await byPlate('32-30001');
    expect((await call('GET', `/car/renewal/${accent.id}`, { token: barred })).body.state).toBe('barred');
    const refused = await call('POST', '/car/renewal/quotation', { token: barred, body: { policy_id: accent.id } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'renewal_web_barred', message: 'You cannot renew this insurance contract through the web app' } });
  });

  it("another customer's contract, a non-motor contract and odd ids are not found", async () => {
    const accent = await byPlate('32-30001');
    expect((await call('GET', `/car/renewal/${accent.id}`, { token: demo })).status).toBe(404);
    expect((await call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: accent.id } })).status).toBe(404);
    for (const id of ['abc', '0', '99999999999', '1%00']) expect((await call('GET', `/car/renewal/${id}`, { token: demo })).status).toBe(404);
    expect((await call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: 'x' } })).status).toBe(400);
  });
});

describe('company renewal link', () => {
  it('sends an SMS with an unguessable link, stores only its hash, and pays once', async () => {
    const kia = await byPlate('10-55012'); // expired 12 days ago: a link to it reads as expired
    const hyundaiRenewal = (await renewalsOf((await byPlate('22-11890')).id))[0]!;
    const token = await sendRenewalLink(db, hyundaiRenewal.id, new Date());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [sms] = await db.select().from(outbox).where(eq(outbox.to, '+962790000001')).orderBy(outbox.id).then((r) => r.slice(-1));
    // Absolute, from the one origin of messages (demo mode: this machine), in the customer's language.
    expect(sms!.body).toMatch(new RegExp(`(?:Renew it here|جدّده من هنا): http://localhost:\\d+/(?:en|ar)/renewal\\?token=${token}$`));
    expect(await db.select().from(renewalLinks).where(eq(renewalLinks.tokenHash, token))).toHaveLength(0);

    expect((await call('GET', `/renewal/link?token=${token}`, { token: cases })).body).toEqual({ state: 'other-customer', renewal: null, quotation: null });
    expect((await call('POST', '/renewal/link/quotation', { token: cases, body: { token } })).status).toBe(403);
    const shown = await call('GET', `/renewal/link?token=${token}`, { token: demo });
    expect(shown.body.state).toBe('valid');
    const quotes = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/renewal/link/quotation', { token: demo, body: { token } })));
    const paid = await Promise.all(quotes.map(async (q) => {
      const s = await call('POST', '/payment/start', { token: demo, body: await startBody(db, q.body.quotation_id) });
      return call('POST', `/payment/${s.body.payment_id}/card`, { token: demo, body: card });
    }));
    expect(paid.filter((p) => p.body.status === 'paid')).toHaveLength(1);
    const [renewal] = await renewalsOf(hyundaiRenewal.id);
    // The used link tells its customer the contract is renewed, until when, and which contract renews it; it prices nothing more.
    const used = await call('GET', `/renewal/link?token=${token}`, { token: demo });
    expect(used.body).toMatchObject({
      state: 'renewed', quotation: null,
      renewal: { state: 'renewed', policy: { id: hyundaiRenewal.id, renewed_by: { id: renewal!.id, contract_number: renewal!.contractNumber, expiry: renewal!.expiry } } },
    });
    expect((await call('POST', '/renewal/link/quotation', { token: demo, body: { token } })).body.code).toBe('renewal_done');
    // Another customer, and an unknown token, learn nothing of it.
    expect((await call('GET', `/renewal/link?token=${token}`, { token: cases })).body).toEqual({ state: 'other-customer', renewal: null, quotation: null });
    expect(await db.select().from(renewalLinks).where(isNotNull(renewalLinks.usedAt))).toHaveLength(1);

    const late = await sendRenewalLink(db, kia.id, new Date());
    expect((await call('GET', `/renewal/link?token=${late}`, { token: demo })).body.state).toBe('expired');
  });

  it('the seeded links: out of date, unknown and malformed tokens read as expired, or 400', async () => {
    // The Corolla was renewed above, so its seeded links say so; a link gone out of date for a contract not renewed reads as expired.
    expect((await call('GET', `/renewal/link?token=${DEMO_RENEWAL_TOKENS.expired}`, { token: demo })).body.state).toBe('renewed');
    const outOfDate = await sendRenewalLink(db, (await byPlate('13-70771')).id, new Date(Date.now() - 15 * 86_400_000));
    expect((await call('GET', `/renewal/link?token=${outOfDate}`, { token: demo })).body).toEqual({ state: 'expired', renewal: null, quotation: null });
    expect((await call('POST', '/renewal/link/quotation', { token: demo, body: { token: outOfDate } })).status).toBe(410);
    expect((await call('GET', `/renewal/link?token=${'A'.repeat(43)}`, { token: demo })).body.state).toBe('expired');
    expect((await call('POST', '/renewal/link/quotation', { token: demo, body: { token: 'A'.repeat(43) } })).status).toBe(410);
    for (const bad of ['short', `${'A'.repeat(30)}%00`, 'A'.repeat(200)]) {
      const res = await call('GET', `/renewal/link?token=${bad}`, { token: demo });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error' });
    }
  });
});
