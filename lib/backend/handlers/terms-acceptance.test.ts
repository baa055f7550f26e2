/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel replays of a payment start.
import { eq } from 'drizzle-orm';
import { currentTerms } from '@/lib/config/product-terms';
import type { Db } from '../db/client';
import { payments, policies, rateLimits } from '../db/schema';
import { startBody, titleDeedOf, travelBody, TEST_HOME } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/**
 * No payment without the product's terms and the declarations accepted on the summary: POST
 * /payment/start names the terms document and version ticked; the payment records the acceptance
 * (time, version, language) and the contract it issues keeps it.
 */
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

const card = (number: string = TEST_CARDS.approved) => ({ card_number: number, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' });
// The demo customer holds personal-guard contracts: each purchase here is a confirmed second cover.
const guardQuote = async (insured_sum = 1000) =>
  (await call('POST', '/guard/quote', { token: demo, body: { previous_accidents: false, insured_sum, confirm_overlap: true } })).body;
const start = (body: unknown, lang = 'en') => call('POST', '/payment/start', { token: demo, body, lang });
const guardTerms = () => currentTerms('personal-accident');
const paymentsOf = (quoteId: string) => db.select().from(payments).where(eq(payments.quoteId, quoteId));

describe('the terms before paying', () => {
  it('each quote names the terms of its product: travel by programme, home, personal accident, a car renewal by its cover', async () => {
    const sky = (await call('POST', '/travel/quotation', { token: demo, body: travelBody({ confirm_overlap: true }) })).body;
    const skyPlus = (await call('POST', '/travel/quotation', { token: demo, body: travelBody({ program: 'sky-plus', confirm_overlap: true }), lang: 'ar' })).body;
    const home = (await call('POST', '/home/quotation', {
      token: demo, body: { insured_home: TEST_HOME, home_value: 80_000, possessions_value: 10_000, title_deed: await titleDeedOf(db, 'demo@portal.test'), confirm_overlap: true },
    })).body;
    const [corolla] = await db.select().from(policies).where(eq(policies.plateNumber, '12-34567'));
    const [elantra] = await db.select().from(policies).where(eq(policies.plateNumber, '22-11890'));
    const renewal = async (id: number) => (await call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: id } })).body;
    expect(sky.terms).toEqual({ document: 'travel-sky-terms', version: currentTerms('travel-sky').version, title: 'Travel Insurance Sky: Policy Terms', declaration: 'travel' });
    expect(skyPlus.terms).toEqual({ document: 'travel-sky-plus-terms', version: currentTerms('travel-sky-plus').version, title: 'شروط وثيقة تأمين السفر سكاي بلس', declaration: 'travel' });
    expect(home.terms).toMatchObject({ document: 'home-terms', declaration: 'home' });
    expect((await guardQuote()).terms).toMatchObject({ document: 'personal-guard-terms', declaration: 'personalAccident' });
    // A car renewal declares the car, on either cover (never the home, as the summary once did).
    expect((await renewal(corolla!.id)).terms).toMatchObject({ document: 'motor-comprehensive-terms', declaration: 'car' });
    expect((await renewal(elantra!.id)).terms).toMatchObject({ document: 'motor-third-party-terms', declaration: 'car' });
  });

  it('refuses to start a payment without the acceptance: 400 terms_not_accepted, nothing written', async () => {
    const quote = await guardQuote(1025);
    for (const body of [{ quote_id: quote.quotation_id }, { quote_id: quote.quotation_id, accept_terms: null }]) {
      const refused = await start(body);
      expect(refused).toMatchObject({ status: 400, body: { code: 'terms_not_accepted', message: expect.any(String) } });
    }
    expect(await paymentsOf(quote.quotation_id)).toHaveLength(0);
  });

  it('refuses terms that are not the current ones (another version or document): 409 terms_changed with the current terms', async () => {
    const quote = await guardQuote(1050);
    const { document, version } = guardTerms();
    for (const accept_terms of [{ document, version: '2025.9' }, { document: 'home-terms', version }]) {
      const refused = await start({ quote_id: quote.quotation_id, accept_terms });
      expect(refused).toMatchObject({ status: 409, body: { code: 'terms_changed', terms: { document, version } } });
    }
    expect(await paymentsOf(quote.quotation_id)).toHaveLength(0);
    // Bad shapes are a 400 like any bad field, never a 500.
    const bad = await start({ quote_id: quote.quotation_id, accept_terms: { document: 'x'.repeat(500), version } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });

  it('records the acceptance on the payment; a replay with the same acceptance answers the same payment', async () => {
    const quote = await guardQuote(1075);
    // The browser cannot pick the declaration recorded: it is the product's.
    const body = { quote_id: quote.quotation_id, accept_terms: { ...quote.terms, declaration: 'home' } };
    const before = Date.now();
    const first = await start(body, 'ar');
    expect(first).toMatchObject({ status: 200, body: { status: 'pending' } });
    const replays = await Promise.all([start(body, 'ar'), start(body), start(await startBody(db, quote.quotation_id))]);
    expect(replays.map((r) => r.body.payment_id)).toEqual([first.body.payment_id, first.body.payment_id, first.body.payment_id]);
    const [row] = await paymentsOf(quote.quotation_id);
    expect(row!.termsAcceptance).toMatchObject({ document: 'personal-guard-terms', version: guardTerms().version, language: 'ar', declaration: 'personalAccident' });
    expect(Date.parse(row!.termsAcceptance!.accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call('GET', `/payment/${first.body.payment_id}`, { token: demo })).body.terms_accepted).toEqual({ document: 'personal-guard-terms', version: guardTerms().version });
  });

  it('the issued contract keeps the acceptance (document, version, time, language), shown with its title in the reader\'s language', async () => {
    const quote = await guardQuote(1100);
    const started = await start({ quote_id: quote.quotation_id, accept_terms: quote.terms }, 'ar');
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: card() });
    expect(paid.body.status).toBe('paid');
    const [payment] = await paymentsOf(quote.quotation_id);
    const [contract] = await db.select().from(policies).where(eq(policies.id, paid.body.policy.id));
    expect(contract!.termsAcceptance).toEqual(payment!.termsAcceptance);
    const shown = async (lang: string) => (await call('GET', '/user/polices', { token: demo, lang })).body.policies.find((p: { id: number }) => p.id === contract!.id).terms_acceptance;
    expect(await shown('en')).toEqual({ ...payment!.termsAcceptance, title: 'Personal Guard: Policy Terms' });
    expect(await shown('ar')).toEqual({ ...payment!.termsAcceptance, title: 'شروط وثيقة الحارس الشخصي', language: 'ar' });
  });

  it('a new attempt after a declined card needs the acceptance again and keeps the first one recorded', async () => {
    const quote = await guardQuote(1125);
    const body = { quote_id: quote.quotation_id, accept_terms: quote.terms };
    const first = await start(body, 'ar');
    const accepted = (await paymentsOf(quote.quotation_id))[0]!.termsAcceptance;
    expect((await call('POST', `/payment/${first.body.payment_id}/card`, { token: demo, body: card(TEST_CARDS.declined) })).body.status).toBe('failed');
    expect((await start({ quote_id: quote.quotation_id })).body.code).toBe('terms_not_accepted');
    const again = await start(body);
    expect(again.body).toMatchObject({ payment_id: first.body.payment_id, status: 'pending' });
    expect((await paymentsOf(quote.quotation_id))[0]!.termsAcceptance).toEqual(accepted);
  });
});
