/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel confirmations and settlements of one payment.
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, outbox, payments, policies, quotes, rateLimits, uploads } from '../db/schema';
import { settleIfDue } from '../payments/payment';
import { settlePayment } from '../payments/settle';
import { COMPANY_NAME } from '@/lib/config/company';
import { dayFrom } from '@/lib/calendar/days';
import { startBody, titleDeedOf, travelBody, TEST_HOME } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
let demo: string;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
}, 90_000);
afterAll(() => close());
// Each test pays several times as the same customer: the card-attempt limit is tested on its own.
beforeEach(() => db.delete(rateLimits));

const card = (number: string = TEST_CARDS.approved) => ({ card_number: number, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' });
// The demo customer already holds personal-guard contracts: each purchase here is a confirmed second cover (duplicate-cover.test.ts).
const guardQuote = async (token = demo) => (await call('POST', '/guard/quote', { token, body: { previous_accidents: false, insured_sum: 1000, confirm_overlap: true } })).body.quotation_id as string;
const start = async (quoteId: string, token = demo) => call('POST', '/payment/start', { token, body: await startBody(db, quoteId) });
const webContracts = () => db.select().from(policies).where(like(policies.contractNumber, '%-W%'));

describe('paying a quote', () => {
  it('starts on the hosted payment page, pays, and issues one contract shown everywhere at once', async () => {
    const quoteId = await guardQuote();
    const started = await start(quoteId);
    expect(started.body).toMatchObject({ status: 'pending' });
    expect(started.body.redirect_url).toBe(`/en/pay/${started.body.payment_id}`);
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: card() });
    expect(paid.body).toMatchObject({ status: 'paid', amount: 11.1, card_last4: '1111', line: 'personal-accident' });
    expect(paid.body.policy.contract_number).toMatch(/^P-PGD-\d{4}-W\d{6}$/);

    const mine = (await call('GET', '/user/polices', { token: demo })).body.policies;
    expect(mine.find((p: { id: number }) => p.id === paid.body.policy.id)).toMatchObject({ line: 'personal-accident', insured_sum: 1000, premium: 11.1, status: 'active', days_to_expire: 364 });
    const stats = (await call('GET', '/user/getCustomerStatistics', { token: demo })).body;
    expect(stats.per_line['personal-accident']).toBe(3);
    const pdf = await call('GET', `/user/polices/personal-accident/${paid.body.policy.id}/export`, { token: demo });
    expect(pdf.body.content_type).toBe('application/pdf');
    const notices = await db.select().from(notifications).where(eq(notifications.key, `contract:${paid.body.policy.id}`));
    expect(notices).toHaveLength(1);
    const mails = await db.select().from(outbox).where(like(outbox.subject, `%${paid.body.policy.contract_number}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('demo@portal.test');

    // Reload, replay, Back: the same payment and the same contract.
    expect((await start(quoteId)).body).toMatchObject({ payment_id: started.body.payment_id, status: 'paid', redirect_url: `/en/payment-result?paymentId=${started.body.payment_id}` });
    expect((await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: card() })).body.policy.id).toBe(paid.body.policy.id);
    expect((await call('POST', `/payment/${started.body.payment_id}/cancel`, { token: demo })).body.status).toBe('paid');
    expect((await db.select().from(payments).where(eq(payments.quoteId, quoteId)))).toHaveLength(1);
  });

  it('names the company as the merchant, in the language of the request', async () => {
    const { body } = await start(await guardQuote());
    expect((await call('GET', `/payment/${body.payment_id}`, { token: demo })).body.merchant).toBe(COMPANY_NAME.en);
    expect((await call('GET', `/payment/${body.payment_id}`, { token: demo, lang: 'ar' })).body.merchant).toBe(COMPANY_NAME.ar);
    const declined = await call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card(TEST_CARDS.declined), lang: 'ar' });
    expect(declined.body).toMatchObject({ status: 'failed', merchant: COMPANY_NAME.ar });
  });

  it('20 concurrent card submits of one payment issue exactly one contract', async () => {
    const before = (await webContracts()).length;
    const { body } = await start(await guardQuote());
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card() })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await webContracts()).length).toBe(before + 1);
    const final = await call('GET', `/payment/${body.payment_id}`, { token: demo });
    expect(final.body.status).toBe('paid');
    expect(answers.filter((a) => a.body.status === 'paid').every((a) => a.body.policy.id === final.body.policy.id)).toBe(true);
  });

  it('two tabs starting the same quote at once get one payment; 20 starts then 20 pays from both: one contract', async () => {
    const before = (await webContracts()).length;
    const quoteId = await guardQuote();
    const starts = await Promise.all(Array.from({ length: 20 }, () => start(quoteId)));
    expect(new Set(starts.map((s) => s.body.payment_id)).size).toBe(1);
    const id = starts[0]!.body.payment_id;
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? call('POST', `/payment/${id}/card`, { token: demo, body: card() }) : start(quoteId))));
    expect((await webContracts()).length).toBe(before + 1);
  });

  it('a doubled callback of the payment provider issues once', async () => {
    const before = (await webContracts()).length;
    const { body } = await start(await guardQuote());
    await db.update(payments).set({ status: 'processing' }).where(eq(payments.id, body.payment_id));
    const now = new Date();
    await Promise.all([settlePayment(db, body.payment_id, { outcome: 'paid' }, now), settlePayment(db, body.payment_id, { outcome: 'paid' }, now)]);
    await settlePayment(db, body.payment_id, { outcome: 'failed', reason: 'failed' }, now);
    expect((await webContracts()).length).toBe(before + 1);
    expect((await call('GET', `/payment/${body.payment_id}`, { token: demo })).body.status).toBe('paid');
  });

  it('a declined card issues nothing; trying again with a good card issues one', async () => {
    const before = (await webContracts()).length;
    const quoteId = await guardQuote();
    const { body } = await start(quoteId);
    const declined = await call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card(TEST_CARDS.declined) });
    expect(declined.body).toMatchObject({ status: 'failed', failure_reason: 'declined', policy: null, can_retry: true });
    expect((await webContracts()).length).toBe(before);
    const again = await start(quoteId);
    expect(again.body).toMatchObject({ payment_id: body.payment_id, status: 'pending' });
    expect((await call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card() })).body.status).toBe('paid');
    expect((await webContracts()).length).toBe(before + 1);
  });

  it('the delayed card waits, then fails, and issues nothing', async () => {
    const before = (await webContracts()).length;
    const { body } = await start(await guardQuote());
    const waiting = await call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card(TEST_CARDS.delayedFailure) });
    expect(waiting.body).toMatchObject({ status: 'processing', policy: null });
    expect((await call('GET', `/payment/${body.payment_id}`, { token: demo })).body.status).toBe('processing');
    const [row] = await db.select().from(payments).where(eq(payments.id, body.payment_id));
    const settled = await settleIfDue(db, row!, new Date(Date.now() + 10_000));
    expect(settled).toMatchObject({ status: 'failed', failureReason: 'failed', policyId: null });
    expect((await webContracts()).length).toBe(before);
  });

  it('cancel fails the payment and issues nothing', async () => {
    const { body } = await start(await guardQuote());
    expect((await call('POST', `/payment/${body.payment_id}/cancel`, { token: demo })).body).toMatchObject({ status: 'failed', failure_reason: 'cancelled', can_retry: true });
  });

  it('an expired quote cannot be paid', async () => {
    const quoteId = await guardQuote();
    const { body } = await start(quoteId);
    await db.update(quotes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(quotes.id, quoteId));
    const paid = await call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card() });
    expect(paid.body).toMatchObject({ status: 'failed', failure_reason: 'expired', can_retry: false, policy: null });
    expect(await start(quoteId)).toMatchObject({ status: 409, body: { code: 'quote_expired' } });
    const fresh = await guardQuote();
    await db.update(quotes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(quotes.id, fresh));
    expect((await start(fresh)).body.code).toBe('quote_expired');
  });

  it("another customer's quote and payment are not found", async () => {
    const quoteId = await guardQuote();
    const { body } = await start(quoteId);
    const other = await signIn('barred@portal.test');
    expect(await start(quoteId, other)).toMatchObject({ status: 404, body: { code: 'quote_not_found' } });
    expect((await call('GET', `/payment/${body.payment_id}`, { token: other })).status).toBe(404);
    expect((await call('POST', `/payment/${body.payment_id}/card`, { token: other, body: card() })).status).toBe(404);
    expect((await call('GET', `/payment/${body.payment_id}`, { token: demo })).body.status).toBe('pending');
  });

  it('travel and home quotes issue contracts of their line with their dates and sums', async () => {
    const trip = await call('POST', '/travel/quotation', { token: demo, body: travelBody({ program: 'sky-plus' }) });
    const t = await start(trip.body.quotation_id);
    const tPaid = (await call('POST', `/payment/${t.body.payment_id}/card`, { token: demo, body: card() })).body;
    const [travel] = await db.select().from(policies).where(eq(policies.id, tPaid.policy.id));
    expect(travel).toMatchObject({ line: 'travel', segmentCode: 'TR-SKY-PLUS-TUR-EGY', insuredSum: 50_000, documentId: 'N1234567', effectiveDate: travelBody().start_date.slice(0, 10) });
    const deed = await titleDeedOf(db, 'demo@portal.test');
    const home = await call('POST', '/home/quotation', { token: demo, body: { insured_home: TEST_HOME, home_value: 80_000, possessions_value: 10_000, title_deed: deed, confirm_overlap: true } });
    const h = await start(home.body.quotation_id);
    const hPaid = (await call('POST', `/payment/${h.body.payment_id}/card`, { token: demo, body: card() })).body;
    const [house] = await db.select().from(policies).where(and(eq(policies.id, hPaid.policy.id), eq(policies.line, 'home')));
    expect(house).toMatchObject({ insuredSum: 90_000, premium: home.body.total, documentId: deed });
    // The home it covers is stored on the contract, with the day the deed was uploaded, and shown by the contract's API (not the upload's id).
    expect(house!.insuredHome).toEqual({ ...TEST_HOME, title_deed_uploaded_on: dayFrom(new Date(), 0) });
    const shown = (await call('GET', '/user/polices', { token: demo })).body.policies.find((p: { id: number }) => p.id === house!.id);
    expect(shown.insured_home).toEqual({ ...TEST_HOME, title_deed_uploaded_on: dayFrom(new Date(), 0) });
    const [claimed] = await db.select().from(uploads).where(eq(uploads.id, deed));
    expect(claimed).toMatchObject({ policyId: house!.id, claimedAt: expect.any(Date) });
    // A deed backs one contract: a second home contract is bought with the deed sent again.
    const used = await call('POST', '/home/quotation', { token: demo, body: { insured_home: TEST_HOME, home_value: 60_000, possessions_value: 0, title_deed: deed, confirm_overlap: true } });
    expect(used).toMatchObject({ status: 409, body: { code: 'upload_used' } });
    const again = await call('POST', '/home/quotation', { token: demo, body: { insured_home: TEST_HOME, home_value: 60_000, possessions_value: 0, title_deed: await titleDeedOf(db, 'demo@portal.test'), confirm_overlap: true } });
    const a = await start(again.body.quotation_id);
    expect((await call('POST', `/payment/${a.body.payment_id}/card`, { token: demo, body: card() })).body.status).toBe('paid');
  });

  it('card submits that would charge are limited per customer; doubled clicks are not counted', async () => {
    for (let i = 0; i < 20; i++) {
      const { body } = await start(await guardQuote());
      expect((await call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card(TEST_CARDS.declined) })).body.status).toBe('failed');
    }
    const { body } = await start(await guardQuote());
    expect((await call('POST', `/payment/${body.payment_id}/card`, { token: demo, body: card() })).status).toBe(429);
    expect((await call('GET', `/payment/${body.payment_id}`, { token: demo })).body).toMatchObject({ status: 'pending', card_last4: null });
  });
});
