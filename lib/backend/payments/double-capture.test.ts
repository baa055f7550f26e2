/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): two captures of one purchase, their webhooks, polls and reconciliation race on two connections.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewayCaptures, payments, policies, rateLimits } from '../db/schema';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';
import { REFUND_RETRY_MS } from './captures';
import { createCheckoutGateway } from './gateway/checkout';
import { setGatewayForTests } from './gateway/configured';
import type { PaymentGateway } from './gateway/gateway';
import { startTestCheckoutServer, type TestCheckoutServer } from './gateway/test-checkout-server';
import { reconcilePendingPayments, RECONCILE_EVERY_MS } from './reconcile';
import { startBody, travelBody } from './test-helpers';

/**
 * A purchase paid twice through the gateway (two hosted sessions, or an older superseded payment's
 * tab paid as well): whatever reports the captures, in whatever order or all at once, one issues
 * the contract and every other one is refunded exactly once; reconciliation finds the captures of
 * every session of a purchase by its reference.
 */

const ORIGIN = 'https://portal.example.jo';
const SECRET_KEY = 'sk_sbox_double_capture_key';
const WEBHOOK_SECRET = 'whsec_double_capture_signing';

const gateway = (baseUrl = double.url) => createCheckoutGateway({ secretKey: SECRET_KEY, processingChannelId: `pc_${'b'.repeat(26)}`, webhookSecret: WEBHOOK_SECRET, baseUrl, timeoutMs: 2_000 });

let db: Db;
let close: () => Promise<void>;
let double: TestCheckoutServer;
let demo: string;
const { call, signIn } = backendClient(() => db);

beforeAll(async () => {
  process.env.PUBLIC_ORIGIN = ORIGIN;
  double = await startTestCheckoutServer({ secretKey: SECRET_KEY });
  setGatewayForTests(gateway());
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
}, 90_000);
afterAll(async () => {
  setGatewayForTests(undefined);
  delete process.env.PUBLIC_ORIGIN;
  await close();
  await double.close();
});
beforeEach(() => db.delete(rateLimits));

let trip = 0;
const tripBody = (over: Record<string, unknown> = {}) => travelBody({ start_date: new Date(Date.now() + (30 + trip) * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z', ...over });
const sessionIn = (url: string) => {
  const id = /\/page\/(hpp_[\w-]+)$/.exec(url)?.[1];
  if (!id) throw new Error(`Not sent to the gateway: ${url}`);
  return id;
};
/** A trip of its own (12 days apart per test, so no two contracts overlap), its quote and its payment started. */
async function started(over: Record<string, unknown> = {}, { newTrip = true } = {}) {
  if (newTrip) trip += 12;
  const quote = await call('POST', '/travel/quotation', { token: demo, body: tripBody(over) });
  expect(quote.status).toBe(200);
  const start = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
  expect(start.status).toBe(200);
  return { paymentId: start.body.payment_id as string, sessionId: sessionIn(start.body.redirect_url), quoteId: quote.body.quotation_id as string };
}
/** The steps: page 1, Cancel on it, Pay again (page 2): one payment, two hosted sessions, both still payable. */
async function twoPages() {
  const first = await started();
  double.pay(first.sessionId, 'abandon');
  expect((await call('POST', `/payment/${first.paymentId}/cancel`, { token: demo })).body).toMatchObject({ status: 'failed', failure_reason: 'cancelled' });
  const again = await call('POST', '/payment/start', { token: demo, body: await startBody(db, first.quoteId) });
  expect(again.body).toMatchObject({ payment_id: first.paymentId, status: 'pending' });
  return { paymentId: first.paymentId, page1: first.sessionId, page2: sessionIn(again.body.redirect_url) };
}
const ckoId = (url: string) => new URL(url).searchParams.get('cko-payment-id')!;
const webhook = (gatewayPaymentId: string) => {
  const event = double.signedEvent(gatewayPaymentId, 'payment_captured', { secret: WEBHOOK_SECRET });
  return call('POST', '/payment/gateway-webhook', { body: event.body, headers: Object.fromEntries(event.headers) });
};
const read = (id: string) => call('GET', `/payment/${id}`, { token: demo });
const rowOf = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
const refundsAsked = (ids: string[]) => double.requests.filter((r) => ids.some((id) => r.path === `/payments/${id}/refunds`)).length;
/** What the gateway holds of each capture: Captured (kept) or Refunded. */
const atGateway = (ids: string[]) => ids.map((id) => double.payments.get(id)!.status).sort();
const fates = async (ids: string[]) => (await db.select().from(gatewayCaptures).where(inArray(gatewayCaptures.gatewayPaymentId, ids))).map((c) => c.fate).sort();
/** A moment after which the reconciliation job asks about everything again. */
let later = Date.now();
const reconcile = () => {
  later = Math.max(later, Date.now()) + RECONCILE_EVERY_MS + REFUND_RETRY_MS + 1_000;
  return reconcilePendingPayments(db, gateway(), new Date(later));
};

describe('a purchase paid twice through the gateway', () => {
  it('both pages paid and both webhooks delivered together: one contract, the other capture refunded once, still after two reconciliation runs', async () => {
    const { paymentId, page1, page2 } = await twoPages();
    const taken = [ckoId(double.pay(page2, 'approve')), ckoId(double.pay(page1, 'approve'))];
    const answers = await Promise.all(taken.map(webhook));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const row = await rowOf(paymentId);
    expect(row.status).toBe('paid');
    expect(await db.select().from(policies).where(eq(policies.id, row.policyId!))).toHaveLength(1);
    expect(atGateway(taken)).toEqual(['Captured', 'Refunded']);
    expect(await fates(taken)).toEqual(['issued', 'refunded']);
    // The kept capture is the one the contract names.
    expect(double.payments.get(row.gatewayPaymentId!)!.status).toBe('Captured');
    await reconcile();
    await reconcile();
    expect(refundsAsked(taken)).toBe(1);
    expect(atGateway(taken)).toEqual(['Captured', 'Refunded']);
  }, 60_000);

  it('with no webhook at all: the result page\'s poll finds both pages\' captures by the payment\'s reference', async () => {
    const { paymentId, page1, page2 } = await twoPages();
    const taken = [ckoId(double.pay(page2, 'approve')), ckoId(double.pay(page1, 'approve'))];
    expect((await read(paymentId)).body.status).toBe('paid');
    expect(atGateway(taken)).toEqual(['Captured', 'Refunded']);
    expect(await fates(taken)).toEqual(['issued', 'refunded']);
  }, 60_000);

  it('with no webhook, the old tab paid after the contract was issued: reconciliation refunds it', async () => {
    const { paymentId, page1, page2 } = await twoPages();
    const kept = ckoId(double.pay(page2, 'approve'));
    expect((await read(paymentId)).body.status).toBe('paid');
    const second = ckoId(double.pay(page1, 'approve'));
    // Within the result page's few seconds the gateway is not asked again: the job finds it.
    await reconcile();
    expect(atGateway([kept, second])).toEqual(['Captured', 'Refunded']);
    await reconcile();
    expect(refundsAsked([kept, second])).toBe(1);
  }, 60_000);

  it('with no webhook, a superseded payment\'s page paid after the newer payment: reconciliation finds it and refunds it', async () => {
    const older = await started();
    const newer = await started({ days: 11 }, { newTrip: false });
    expect(await rowOf(older.paymentId)).toMatchObject({ status: 'failed', failureReason: 'superseded' });
    const kept = ckoId(double.pay(newer.sessionId, 'approve'));
    expect((await read(newer.paymentId)).body.status).toBe('paid');
    const stray = ckoId(double.pay(older.sessionId, 'approve'));
    await reconcile();
    expect(double.payments.get(stray)!.status).toBe('Refunded');
    expect(double.payments.get(kept)!.status).toBe('Captured');
    expect(await rowOf(older.paymentId)).toMatchObject({ status: 'failed', failureReason: 'superseded', policyId: null });
    expect(await fates([stray])).toEqual(['refunded']);
  }, 60_000);

  it('webhooks, result-page polls and reconciliation all at once: exactly one contract and one refund', async () => {
    const { paymentId, page1, page2 } = await twoPages();
    const taken = [ckoId(double.pay(page1, 'approve')), ckoId(double.pay(page2, 'approve'))];
    const when = new Date(Date.now() + RECONCILE_EVERY_MS * 3);
    await Promise.all([
      ...taken.flatMap((id) => [webhook(id), webhook(id)]),
      read(paymentId), read(paymentId),
      reconcilePendingPayments(db, gateway(), when), reconcilePendingPayments(db, gateway(), when),
    ]);
    const row = await rowOf(paymentId);
    expect(row.status).toBe('paid');
    expect(await db.select().from(policies).where(eq(policies.id, row.policyId!))).toHaveLength(1);
    expect(atGateway(taken)).toEqual(['Captured', 'Refunded']);
    // One capture asked back, under one idempotency key. The job's clock runs minutes ahead (so the pending
    // payment is its to ask about), so a refund asked a moment ago can look due again to it: a second ask
    // then pays nothing twice (the key), which is what keeps the money right.
    const asks = double.requests.filter((r) => taken.some((id) => r.path === `/payments/${id}/refunds`));
    expect(new Set(asks.map((r) => `${r.path} ${r.idempotencyKey}`)).size).toBe(1);
    expect(await fates(taken)).toEqual(['issued', 'refunded']);
  }, 60_000);

  it('a refund the gateway did not accept is asked again by the reconciliation job', async () => {
    const { paymentId, page1, page2 } = await twoPages();
    const refusing: PaymentGateway = { ...gateway(), refund: () => Promise.reject(new Error('gateway down')) };
    const taken = [ckoId(double.pay(page2, 'approve')), ckoId(double.pay(page1, 'approve'))];
    setGatewayForTests(refusing);
    try {
      for (const id of taken) expect((await webhook(id)).status).toBe(200);
    } finally {
      setGatewayForTests(gateway());
    }
    expect((await rowOf(paymentId)).status).toBe('paid');
    expect(await fates(taken)).toEqual(['issued', 'refund_due']);
    expect(atGateway(taken)).toEqual(['Captured', 'Captured']);
    await reconcile();
    expect(atGateway(taken)).toEqual(['Captured', 'Refunded']);
    expect(await fates(taken)).toEqual(['issued', 'refunded']);
  }, 60_000);
});

describe('starting a payment through the gateway', () => {
  it('a start the gateway could not open (503) leaves the older pending payment payable', async () => {
    const older = await started();
    const quote = await call('POST', '/travel/quotation', { token: demo, body: tripBody({ days: 11 }) });
    setGatewayForTests(gateway('http://127.0.0.1:9'));
    try {
      const down = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
      expect(down.status).toBe(503);
    } finally {
      setGatewayForTests(gateway());
    }
    expect(await rowOf(older.paymentId)).toMatchObject({ status: 'pending', failureReason: null });
    // Its page opened at last, the newer payment supersedes the older one.
    const again = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
    expect(again.status).toBe(200);
    expect(await rowOf(older.paymentId)).toMatchObject({ status: 'failed', failureReason: 'superseded' });
  }, 60_000);
});
