/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): 20 webhooks and returns of one payment race on two connections.
import { eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewayCaptures, notifications, payments, policies, rateLimits } from '../db/schema';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';
import { createCheckoutGateway } from './gateway/checkout';
import { setGatewayForTests } from './gateway/configured';
import { startTestCheckoutServer, type TestCheckoutServer } from './gateway/test-checkout-server';
import { GATEWAY_ASK_EVERY_MS } from './hosted';
import { reconcilePendingPayments, RECONCILE_AFTER_MS } from './reconcile';
import { startBody, travelBody } from './test-helpers';

const ORIGIN = 'https://portal.example.jo';
const SECRET_KEY = 'sk_sbox_flow_test_key';
const WEBHOOK_SECRET = 'whsec_flow_test_signing_key';

/** The adapter pointed at the double. */
const gateway = () => createCheckoutGateway({ secretKey: SECRET_KEY, processingChannelId: `pc_${'a'.repeat(26)}`, webhookSecret: WEBHOOK_SECRET, baseUrl: double.url });

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

/** A travel trip of its own (a day apart per test, so no two contracts overlap) and its payment started. */
let trip = 0;
async function started(token = demo) {
  trip += 12;
  const quote = await call('POST', '/travel/quotation', { token, body: travelBody({ start_date: new Date(Date.now() + (30 + trip) * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z' }) });
  expect(quote.status).toBe(200);
  const start = await call('POST', '/payment/start', { token, body: await startBody(db, quote.body.quotation_id) });
  expect(start.status).toBe(200);
  const paymentId = start.body.payment_id as string;
  const sessionId = /\/page\/(hpp_[\w-]+)$/.exec(start.body.redirect_url)?.[1];
  if (!sessionId) throw new Error(`Not sent to the gateway: ${start.body.redirect_url}`);
  return { paymentId, sessionId, quoteId: quote.body.quotation_id as string, redirect: start.body.redirect_url as string };
}
const read = (id: string, token = demo) => call('GET', `/payment/${id}`, { token });
const rowOf = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
const contractsOf = async (id: string) => (await db.select().from(policies).where(eq(policies.id, (await rowOf(id)).policyId ?? -1)));
const webhook = (gatewayPaymentId: string, type: string, options: { secret?: string; tamper?: boolean; createdOn?: Date } = {}) => {
  const event = double.signedEvent(gatewayPaymentId, type, { secret: WEBHOOK_SECRET, ...options });
  return { event, send: () => call('POST', '/payment/gateway-webhook', { body: event.body, headers: Object.fromEntries(event.headers) }) };
};
/** The gateway payment id in a URL the double sends the browser back to. */
const ckoId = (url: string) => new URL(url).searchParams.get('cko-payment-id')!;

describe('paying through the card gateway (Checkout.com double)', () => {
  it('opens a hosted session for the server\'s amount and issues the contract once the gateway says paid', async () => {
    const { paymentId, sessionId } = await started();
    const row = await rowOf(paymentId);
    const session = double.sessions.get(sessionId)!;
    expect(session.request).toMatchObject({ amount: row.amountFils, currency: 'JOD', reference: paymentId, locale: 'en-GB' });
    expect(row.amountFils % 10).toBe(0);
    expect(session.request.success_url).toBe(`${ORIGIN}/en/payment-result?paymentId=${paymentId}`);
    expect(session.request.cancel_url).toBe(`${ORIGIN}/en/payment-result?paymentId=${paymentId}&cancelled=1`);
    // The test page takes no card while a real gateway is configured.
    expect((await call('POST', `/payment/${paymentId}/card`, { token: demo, body: { card_number: '4111111111111111', expiry: '12/39', cvc: '123', cardholder: 'Omar' } })).status).toBe(404);
    expect((await read(paymentId)).body).toMatchObject({ status: 'pending', pay_url: `${double.url}/page/${sessionId}` });

    const back = double.pay(sessionId, 'approve');
    // The URL the browser comes back with decides nothing: the backend asks the gateway.
    expect(back).toContain(`paymentId=${paymentId}`);
    // The gateway is asked at most every GATEWAY_ASK_EVERY_MS: the page's last poll is moved that far back, not waited for.
    await db.update(payments).set({ gatewayCheckedAt: new Date(Date.now() - GATEWAY_ASK_EVERY_MS - 1) }).where(eq(payments.id, paymentId));
    const paid = (await read(paymentId)).body;
    expect(paid).toMatchObject({ status: 'paid', card_last4: '4242', pay_url: null });
    expect(paid.policy.contract_number).toMatch(/-W\d{6}$/);
    // The webhook that follows, and its replays, change nothing.
    const { send } = webhook(ckoId(back), 'payment_captured');
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    expect((await rowOf(paymentId)).policyId).toBe(paid.policy.id);
    expect(await db.select().from(notifications).where(eq(notifications.key, `contract:${paid.policy.id}`))).toHaveLength(1);
  }, 30_000);

  it('a declined card fails the attempt; the next attempt opens a new session and pays', async () => {
    const { paymentId, sessionId, quoteId } = await started();
    double.pay(sessionId, 'decline');
    const failed = (await read(paymentId)).body;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'declined', can_retry: true });
    const again = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quoteId) });
    expect(again.body).toMatchObject({ payment_id: paymentId, status: 'pending' });
    const second = /\/page\/(hpp_[\w-]+)$/.exec(again.body.redirect_url)![1]!;
    expect(second).not.toBe(sessionId);
    const { send } = webhook(ckoId(double.pay(second, 'approve')), 'payment_captured');
    expect((await send()).status).toBe(200);
    expect((await read(paymentId)).body).toMatchObject({ status: 'paid' });
  }, 30_000);

  it('abandoned: the cancel button cancels what the gateway holds nothing for; paid in that tab after all, it is still issued', async () => {
    const { paymentId, sessionId } = await started();
    double.pay(sessionId, 'abandon');
    expect((await call('POST', `/payment/${paymentId}/cancel`, { token: demo })).body).toMatchObject({ status: 'failed', failure_reason: 'cancelled' });
    // The customer pressed Back to the gateway's page and paid: money taken gives a contract.
    const { send } = webhook(ckoId(double.pay(sessionId, 'approve')), 'payment_captured');
    expect((await send()).status).toBe(200);
    expect((await read(paymentId)).body).toMatchObject({ status: 'paid' });
    expect(await contractsOf(paymentId)).toHaveLength(1);
  }, 30_000);

  it('refuses a forged, a tampered and a late webhook, and changes nothing', async () => {
    const { paymentId, sessionId } = await started();
    const gatewayPaymentId = ckoId(double.pay(sessionId, 'approve'));
    expect((await webhook(gatewayPaymentId, 'payment_captured', { secret: 'not-the-secret-key-at-all' }).send()).status).toBe(401);
    expect((await webhook(gatewayPaymentId, 'payment_captured', { tamper: true }).send()).status).toBe(401);
    expect((await call('POST', '/payment/gateway-webhook', { body: '{"type":"payment_captured"}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    const late = await webhook(gatewayPaymentId, 'payment_captured', { createdOn: new Date(Date.now() - 10 * 60_000) }).send();
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('stale_event');
    expect(await rowOf(paymentId)).toMatchObject({ status: 'pending', policyId: null });
    // Far over the limit, in one chunked body: refused before it is read whole.
    const big = new ReadableStream<Uint8Array>({
      start(c) { for (let i = 0; i < 200; i += 1) c.enqueue(new Uint8Array(1024).fill(32)); c.close(); },
    });
    expect((await call('POST', '/payment/gateway-webhook', { body: big, headers: { 'content-type': 'application/json' } })).status).toBe(413);
  }, 30_000);

  it('20 parallel webhooks and returns of one payment issue exactly one contract', async () => {
    const before = (await db.select().from(policies).where(like(policies.contractNumber, '%-W%'))).length;
    const { paymentId, sessionId } = await started();
    const gatewayPaymentId = ckoId(double.pay(sessionId, 'approve'));
    await db.update(payments).set({ gatewayCheckedAt: null }).where(eq(payments.id, paymentId));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0
      ? webhook(gatewayPaymentId, 'payment_captured').send()
      : read(paymentId))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = await db.select().from(policies).where(like(policies.contractNumber, '%-W%'));
    expect(after.length).toBe(before + 1);
    expect((await read(paymentId)).body.status).toBe('paid');
  }, 60_000);

  it('the reconciliation job settles a payment whose customer closed the tab, and fails one whose session lapsed', async () => {
    // Two customers: a customer's newer payment for travel would supersede their older one.
    const paidTab = await started();
    const lapsed = await started(await signIn('renewals@portal.test'));
    double.pay(paidTab.sessionId, 'approve');
    double.expire(lapsed.sessionId);
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1_000);
    expect(await reconcilePendingPayments(db, gateway(), later)).toBeGreaterThanOrEqual(2);
    expect(await rowOf(paidTab.paymentId)).toMatchObject({ status: 'paid' });
    expect(await contractsOf(paidTab.paymentId)).toHaveLength(1);
    expect(await rowOf(lapsed.paymentId)).toMatchObject({ status: 'failed', failureReason: 'expired' });
  }, 30_000);

  it('a gateway that does not answer: a clear 503 and nothing lost; Pay again opens the session', async () => {
    trip += 12;
    const quote = await call('POST', '/travel/quotation', { token: demo, body: travelBody({ start_date: new Date(Date.now() + (30 + trip) * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z' }) });
    expect(quote.status).toBe(200);
    setGatewayForTests(createCheckoutGateway({ secretKey: SECRET_KEY, processingChannelId: `pc_${'a'.repeat(26)}`, webhookSecret: WEBHOOK_SECRET, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 }));
    try {
      const down = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
      expect(down.status).toBe(503);
      expect(down.body.code).toBe('payment_unavailable');
    } finally {
      setGatewayForTests(gateway());
    }
    const again = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
    expect(again.status).toBe(200);
    expect(again.body.redirect_url).toMatch(/\/page\/hpp_/);
  }, 30_000);

  it('money taken for a contract that cannot be issued goes back (a superseded attempt paid after the newer one)', async () => {
    const older = await started();
    // The same trip a day longer: the newer payment supersedes the older one.
    const quote = await call('POST', '/travel/quotation', { token: demo, body: travelBody({ days: 11, start_date: new Date(Date.now() + (30 + trip) * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z' }) });
    expect(quote.status).toBe(200);
    const newer = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
    expect(newer.status).toBe(200);
    const newerSession = /\/page\/(hpp_[\w-]+)$/.exec(newer.body.redirect_url)![1]!;
    expect(await rowOf(older.paymentId)).toMatchObject({ status: 'failed', failureReason: 'superseded' });
    await webhook(ckoId(double.pay(newerSession, 'approve')), 'payment_captured').send();
    expect((await read(newer.body.payment_id)).body.status).toBe('paid');

    const taken = ckoId(double.pay(older.sessionId, 'approve'));
    expect((await webhook(taken, 'payment_captured').send()).status).toBe(200);
    // The purchase was paid by the newer payment: the older one stays superseded and its capture goes back.
    expect(await rowOf(older.paymentId)).toMatchObject({ status: 'failed', failureReason: 'superseded', policyId: null });
    const [capture] = await db.select().from(gatewayCaptures).where(eq(gatewayCaptures.gatewayPaymentId, taken));
    expect(capture).toMatchObject({ paymentId: older.paymentId, fate: 'refunded' });
    expect(capture!.refundId).toMatch(/^act_/);
    expect(double.payments.get(taken)?.status).toBe('Refunded');
    // A replay refunds nothing twice.
    await webhook(taken, 'payment_captured').send();
    expect(double.requests.filter((r) => r.path === `/payments/${taken}/refunds`)).toHaveLength(1);
  }, 30_000);
});
