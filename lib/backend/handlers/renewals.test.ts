/** @jest-environment node */
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, policies, rateLimits, renewalLinks } from '../db/schema';
import { call, signIn } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { sendRenewalLink } from '../renewals/links';
import { priceCar } from '../pricing/car';
import { toJod } from '../pricing/money';
import { DEMO_RENEWAL_TOKENS } from '../seeds/renewals';
import { route } from '../router';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
let demo: string;
let cases: string;
let barred: string;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  [demo, cases, barred] = await Promise.all([signIn(db, 'demo@portal.test'), signIn(db, 'renewals@portal.test'), signIn(db, 'barred@portal.test')]);
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' };
const byPlate = async (plate: string) => (await db.select().from(policies).where(eq(policies.plateNumber, plate)).limit(1))[0]!;
const renewalsOf = async (id: number) => db.select().from(policies).where(eq(policies.renewalOfId, id));

describe('car renewal', () => {
  it('renews the Hyundai inside its window through payment: a new year from the day after expiry, then no second renewal', async () => {
    const hyundai = await byPlate('22-11890');
    const view = await call(db, demo, 'GET', `/car/renewal/${hyundai.id}`);
    expect(view.json).toMatchObject({ state: 'renewable', policy: { vehicle_type: 'Hyundai', vehicle_model: 'Elantra' }, reason: null });
    // In Arabic the car reads as the car list names it; the contract stores the English names.
    const inArabic = await route(db, new Request(`http://backend/car/renewal/${hyundai.id}`, { headers: { authorization: `Bearer ${demo}`, 'accept-language': 'ar' } }));
    expect(await inArabic.json()).toMatchObject({ policy: { vehicle_type: 'هيونداي', vehicle_model: 'إلنترا' } });
    expect(view.json.new_period.effective_date > hyundai.expiry).toBe(true);
    const quote = await call(db, demo, 'POST', '/car/renewal/quotation', { policy_id: hyundai.id });
    expect(quote.json).toMatchObject({ kind: 'motor-renewal' });
    // Priced from the car's data through the car table: a petrol 2019 car valued 9,800 JOD.
    expect(quote.json.total).toBe(toJod(priceCar({ engine_type: 'petrol', production_year: 2019, valuation: 9800 }, new Date()).total));
    const started = await call(db, demo, 'POST', '/payment/start', { quote_id: quote.json.quotation_id });
    const paid = await call(db, demo, 'POST', `/payment/${started.json.payment_id}/card`, card);
    expect(paid.json).toMatchObject({ status: 'paid', line: 'motor' });
    const [renewed] = await renewalsOf(hyundai.id);
    expect(renewed).toMatchObject({ id: paid.json.policy.id, plateNumber: '22-11890', effectiveDate: view.json.new_period.effective_date, expiry: view.json.new_period.expiry });
    expect((await call(db, demo, 'GET', `/car/renewal/${hyundai.id}`)).json.state).toBe('renewed');
    expect((await call(db, demo, 'POST', '/car/renewal/quotation', { policy_id: hyundai.id })).json.code).toBe('renewal_done');
    const list = (await call(db, demo, 'GET', '/user/polices')).json.policies;
    expect(list.find((p: { id: number }) => p.id === renewed!.id)).toMatchObject({ renewal_of_id: hyundai.id });
  });

  it('20 concurrent renewals of one contract (quote, start, pay each) give exactly one renewal', async () => {
    const corolla = await byPlate('12-34567');
    const one = async () => {
      const q = await call(db, demo, 'POST', '/car/renewal/quotation', { policy_id: corolla.id });
      if (q.status !== 200) return q;
      const s = await call(db, demo, 'POST', '/payment/start', { quote_id: q.json.quotation_id });
      return call(db, demo, 'POST', `/payment/${s.json.payment_id}/card`, card);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, one));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.json.status === 'paid')).toHaveLength(1);
    expect(answers.filter((a) => a.json.status === 'failed').every((a) => a.json.failure_reason === 'unavailable')).toBe(true);
    const [renewed] = await renewalsOf(corolla.id);
    // A hybrid is priced at the hybrid rate, not as petrol, and the new year keeps its engine type.
    expect(corolla.engineType).toBe('hybrid');
    expect(renewed).toMatchObject({ engineType: 'hybrid', premium: toJod(priceCar({ engine_type: 'hybrid', production_year: 2021, valuation: 14_500 }, new Date()).total) });
    expect(await renewalsOf(corolla.id)).toHaveLength(1);
  }, 60_000);

  it('says when the window opens, which condition blocks, that a barred customer cannot renew, and refuses to price them', async () => {
    const early = await byPlate('31-10046');
    const view = await call(db, cases, 'GET', `/car/renewal/${early.id}`);
    expect(view.json).toMatchObject({ state: 'too-early' });
    expect(view.json.opens_on).toBe(new Date(Date.parse(`${early.expiry}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10));
    expect((await call(db, cases, 'POST', '/car/renewal/quotation', { policy_id: early.id })).json.code).toBe('renewal_too_early');
    for (const [plate, reason] of [['31-20001', 'blacklist'], ['31-20002', 'car-type'], ['31-20003', 'claim'], ['31-20004', 'bank']] as const) {
      const p = await byPlate(plate);
      expect((await call(db, cases, 'GET', `/car/renewal/${p.id}`)).json).toMatchObject({ state: 'blocked', reason });
      expect((await call(db, cases, 'POST', '/car/renewal/quotation', { policy_id: p.id })).status).toBe(403);
    }
    expect((await call(db, cases, 'GET', `/car/renewal/${(await byPlate('31-20005')).id}`)).json.state).toBe('expired');
    const accent = await byPlate('32-30001');
    expect((await call(db, barred, 'GET', `/car/renewal/${accent.id}`)).json.state).toBe('barred');
    const refused = await call(db, barred, 'POST', '/car/renewal/quotation', { policy_id: accent.id });
    expect(refused).toMatchObject({ status: 403, json: { code: 'renewal_web_barred', message: 'You cannot renew this insurance contract through the web app' } });
  });

  it("another customer's contract, a non-motor contract and odd ids are not found", async () => {
    const accent = await byPlate('32-30001');
    expect((await call(db, demo, 'GET', `/car/renewal/${accent.id}`)).status).toBe(404);
    expect((await call(db, demo, 'POST', '/car/renewal/quotation', { policy_id: accent.id })).status).toBe(404);
    for (const id of ['abc', '0', '99999999999', '1%00']) expect((await call(db, demo, 'GET', `/car/renewal/${id}`)).status).toBe(404);
    expect((await call(db, demo, 'POST', '/car/renewal/quotation', { policy_id: 'x' })).status).toBe(400);
  });
});

describe('company renewal link', () => {
  it('sends an SMS with an unguessable link, stores only its hash, and pays once', async () => {
    const kia = await byPlate('10-55012'); // expired 12 days ago: a link to it reads as expired
    const hyundaiRenewal = (await renewalsOf((await byPlate('22-11890')).id))[0]!;
    const token = await sendRenewalLink(db, hyundaiRenewal.id, new Date());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [sms] = await db.select().from(outbox).where(eq(outbox.to, '0790000001')).orderBy(outbox.id).then((r) => r.slice(-1));
    expect(sms!.body).toContain(`/en/renewal?token=${token}`);
    expect(await db.select().from(renewalLinks).where(eq(renewalLinks.tokenHash, token))).toHaveLength(0);

    expect((await call(db, cases, 'GET', `/renewal/link?token=${token}`)).json).toEqual({ state: 'other-customer', renewal: null, quotation: null });
    expect((await call(db, cases, 'POST', '/renewal/link/quotation', { token })).status).toBe(403);
    const shown = await call(db, demo, 'GET', `/renewal/link?token=${token}`);
    expect(shown.json.state).toBe('valid');
    const quotes = await Promise.all(Array.from({ length: 5 }, () => call(db, demo, 'POST', '/renewal/link/quotation', { token })));
    const paid = await Promise.all(quotes.map(async (q) => {
      const s = await call(db, demo, 'POST', '/payment/start', { quote_id: q.json.quotation_id });
      return call(db, demo, 'POST', `/payment/${s.json.payment_id}/card`, card);
    }));
    expect(paid.filter((p) => p.json.status === 'paid')).toHaveLength(1);
    expect(await renewalsOf(hyundaiRenewal.id)).toHaveLength(1);
    expect((await call(db, demo, 'GET', `/renewal/link?token=${token}`)).json.state).toBe('expired');
    expect(await db.select().from(renewalLinks).where(isNotNull(renewalLinks.usedAt))).toHaveLength(1);

    const late = await sendRenewalLink(db, kia.id, new Date());
    expect((await call(db, demo, 'GET', `/renewal/link?token=${late}`)).json.state).toBe('expired');
  });

  it('the seeded links: the expired one reads as expired; unknown and malformed tokens too, or 400', async () => {
    expect((await call(db, demo, 'GET', `/renewal/link?token=${DEMO_RENEWAL_TOKENS.expired}`)).json.state).toBe('expired');
    expect((await call(db, demo, 'GET', `/renewal/link?token=${'A'.repeat(43)}`)).json.state).toBe('expired');
    expect((await call(db, demo, 'POST', '/renewal/link/quotation', { token: 'A'.repeat(43) })).status).toBe(410);
    for (const bad of ['short', `${'A'.repeat(30)}%00`, 'A'.repeat(200)]) {
      const res = await call(db, demo, 'GET', `/renewal/link?token=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'validation_error' });
    }
  });
});
