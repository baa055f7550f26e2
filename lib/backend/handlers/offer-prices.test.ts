/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { ammanDay, ammanYear, addDays } from '@/lib/calendar/days';
import type { Db } from '../db/client';
import { offers, policies, quotes, rateLimits, users } from '../db/schema';
import { apiDay, startBody, travelBody } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { DEMO_RENEWAL_TOKENS } from '../seeds/renewals';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/**
 * The seeded offers' price effects: 15% off the premium of a comprehensive car contract renewed on the
 * portal, 10% off a family trip's; within their dates, shown as their own line, kept on the contract.
 */
let db: Db;
let close: () => Promise<void>;
let demo: string;
let demoId: number;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
  demoId = (await db.select().from(users).where(eq(users.email, 'demo@portal.test')))[0]!.id;
  // The Corolla five years old in whatever year the test runs (as a 2021 car is in 2026): its prices below hold.
  await db.update(policies).set({ productionYear: ammanYear(new Date()) - 5 }).where(eq(policies.plateNumber, '12-34567'));
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' };
const byPlate = async (plate: string) => (await db.select().from(policies).where(eq(policies.plateNumber, plate)).limit(1))[0]!;
const offerFor = async (product: 'motor-comprehensive' | 'travel-family') => (await db.select().from(offers).where(eq(offers.discountProduct, product)))[0]!;
const renewalQuote = (policyId: number, lang = 'en') => call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: policyId }, lang });
/** The customer's open quotes run out (30 minutes later), so the next question is priced afresh. */
const expireQuotes = () => db.update(quotes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(quotes.userId, demoId));
const fils = (jod: number) => Math.round(jod * 1000);

/**
 * The Corolla: hybrid, five years old, insured for 14,500 JOD, comprehensive (MC-COMP). It renews on its
 * value at renewal, 14,500 less 10% for its age: 13,050, at the hybrid's 3.2% a premium of 417.600, the
 * fee 5.000 and the stamp duty 4.180 (1%, to the qirsh): 426.780 without an offer.
 */
const COROLLA_WITHOUT_OFFER = 426.78;

describe('the 15% offer on a comprehensive car renewed on the portal', () => {
  it('the Corolla renewal takes 15% off the premium as its own line, before fee and stamp duty, in both languages', async () => {
    const corolla = await byPlate('12-34567');
    const { status, body } = await renewalQuote(corolla.id);
    expect(status).toBe(200);
    // 15% of 417.600 is 62.640; the stamp duty is 1% of the 354.960 left, 3.5496, charged to the qirsh.
    expect(body).toMatchObject({
      premium: 417.6,
      offer: { title: '15% off comprehensive car insurance', percent: 15, amount: 62.64 },
      fees: 5,
      tax: 3.55,
      total: 363.51,
    });
    // The lines add up to the total, in fils.
    expect(fils(body.premium) - fils(body.offer.amount) + fils(body.fees) + fils(body.tax)).toBe(fils(body.total));
    expect(fils(body.total) % 10).toBe(0);
    expect(body.total).toBeLessThan(COROLLA_WITHOUT_OFFER);
    // The same quote, its offer named in Arabic for an Arabic reader.
    const ar = await renewalQuote(corolla.id, 'ar');
    expect(ar.body).toMatchObject({ quotation_id: body.quotation_id, offer: { title: 'خصم 15% على التأمين الشامل للسيارات', amount: 62.64 } });
    const [held] = await db.select().from(quotes).where(eq(quotes.id, body.quotation_id));
    expect(held).toMatchObject({ premiumFils: 354_960, amountFils: 363_510, offerDiscount: { percent: 15, amount_fils: 62_640 } });
  });

  it('the company renewal link shows the same price with its offer line before anything is held', async () => {
    const shown = (await call('GET', `/renewal/link?token=${DEMO_RENEWAL_TOKENS.valid}`, { token: demo, lang: 'ar' })).body.quotation;
    const held = (await call('POST', '/renewal/link/quotation', { token: demo, body: { token: DEMO_RENEWAL_TOKENS.valid } })).body;
    expect(shown.offer).toMatchObject({ title: 'خصم 15% على التأمين الشامل للسيارات', percent: 15 });
    expect(shown).toMatchObject({ premium: held.premium, fees: held.fees, tax: held.tax, total: held.total, terms: { document: 'motor-comprehensive-terms' } });
    expect(held.offer.amount).toBe(shown.offer.amount);
  });

  it('a third-party contract (the Elantra) is not discounted', async () => {
    const { body } = await renewalQuote((await byPlate('22-11890')).id);
    expect(body.offer).toBeNull();
    expect(body.total).toBe(100.95); // the tariff's 95 + fee 5 + stamp duty 0.950
  });

  it('applies nothing before the offer is published or after its last day in Jordan', async () => {
    const corolla = await byPlate('12-34567');
    const offer = await offerFor('motor-comprehensive');
    try {
      await expireQuotes();
      await db.update(offers).set({ publishedAt: new Date(Date.now() + 3_600_000) }).where(eq(offers.id, offer.id));
      expect((await renewalQuote(corolla.id)).body).toMatchObject({ offer: null, total: COROLLA_WITHOUT_OFFER });
      await expireQuotes();
      await db.update(offers).set({ publishedAt: offer.publishedAt, validUntil: addDays(ammanDay(new Date()), -1) }).where(eq(offers.id, offer.id));
      expect((await renewalQuote(corolla.id)).body).toMatchObject({ offer: null, total: COROLLA_WITHOUT_OFFER });
      // Its last day counts whole.
      await expireQuotes();
      await db.update(offers).set({ validUntil: ammanDay(new Date()) }).where(eq(offers.id, offer.id));
      expect((await renewalQuote(corolla.id)).body.offer).toMatchObject({ percent: 15 });
    } finally {
      await db.update(offers).set({ publishedAt: offer.publishedAt, validUntil: offer.validUntil }).where(eq(offers.id, offer.id));
    }
  });

  it('a quote held before the offer ended keeps its price until it expires, and the contract keeps the offer', async () => {
    const corolla = await byPlate('12-34567');
    const offer = await offerFor('motor-comprehensive');
    await expireQuotes();
    const held = (await renewalQuote(corolla.id)).body;
    expect(held.offer).not.toBeNull();
    try {
      await db.update(offers).set({ validUntil: addDays(ammanDay(new Date()), -1) }).where(eq(offers.id, offer.id));
      const again = (await renewalQuote(corolla.id)).body;
      expect(again).toMatchObject({ quotation_id: held.quotation_id, total: held.total, offer: held.offer });
      const started = await call('POST', '/payment/start', { token: demo, body: await startBody(db, held.quotation_id) });
      const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: card });
      expect(paid.body).toMatchObject({ status: 'paid', amount: held.total });
      const [contract] = await db.select().from(policies).where(eq(policies.id, paid.body.policy.id));
      expect(contract!.offerDiscount).toMatchObject({ offer_id: offer.id, percent: 15, amount_fils: fils(held.offer.amount) });
      // The contract shows it as its own line, in the reader's language.
      const find = async (lang: string) => (await call('GET', '/user/polices', { token: demo, lang })).body.policies.find((p: { id: number }) => p.id === contract!.id);
      expect((await find('en')).offer_discount).toEqual({ title: '15% off comprehensive car insurance', percent: 15, amount: held.offer.amount });
      expect((await find('ar')).offer_discount).toEqual({ title: 'خصم 15% على التأمين الشامل للسيارات', percent: 15, amount: held.offer.amount });
      // It keeps the summary's lines: premium before the offer, fee, stamp duty and the total paid.
      expect((await find('en')).price_lines).toEqual({ premium: held.premium, fees: held.fees, tax: held.tax, total: held.total });
      // A contract bought without an offer has none.
      expect((await find('en')).premium).toBe(held.total);
      expect((await call('GET', '/user/polices', { token: demo })).body.policies.find((p: { id: number }) => p.id === corolla.id).offer_discount).toBeNull();
    } finally {
      await db.update(offers).set({ validUntil: offer.validUntil }).where(eq(offers.id, offer.id));
    }
  });
});

describe('the 10% family travel offer', () => {
  const family = travelBody({
    travel_type: 'family', start_date: apiDay(20), confirm_overlap: true,
    travellers: [
      { name: 'Omar Khaled Saleh Haddad', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'N7654321' },
      { name: 'Rana Haddad', birth_date: '1990-01-01T00:00:00.000Z', passport_id: 'N7654322' },
    ],
  });

  it('takes 10% off a family trip\'s premium, on top of the family rate; an individual trip has no offer', async () => {
    const { body } = await call('POST', '/travel/quotation', { token: demo, body: family });
    expect(body.offer).toMatchObject({ title: '10% off family travel insurance', percent: 10 });
    // Two adults, ten days in Turkey: 11.000 each, less the family rate's 10%: 19.800; the offer takes 1.980 of it.
    expect(body).toMatchObject({ premium: 19.8, offer: { amount: 1.98 } });
    expect(fils(body.premium) - fils(body.offer.amount) + fils(body.fees) + fils(body.tax)).toBe(fils(body.total));
    expect(body.terms.document).toBe('travel-sky-terms');
    const single = await call('POST', '/travel/quotation', { token: demo, body: travelBody({ start_date: apiDay(25), confirm_overlap: true }) });
    expect(single.body.offer).toBeNull();
  });

  it('personal accident has no offer to apply', async () => {
    const { body } = await call('POST', '/guard/quote', { token: demo, body: { previous_accidents: false, insured_sum: 1000, confirm_overlap: true } });
    expect(body).toMatchObject({ offer: null, terms: { document: 'personal-guard-terms' } });
  });
});
