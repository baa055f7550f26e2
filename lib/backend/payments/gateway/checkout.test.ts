/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCheckoutGateway } from './checkout';
import { checkoutSignature } from './checkout-signature';
import { GatewayError, WebhookRejected, type HostedPaymentRequest, type ParsedWebhook, type PaymentGateway } from './gateway';
import { startTestCheckoutServer, type TestCheckoutServer } from './test-checkout-server';

const SECRET_KEY = 'sk_sbox_portaltestkeyabcdefghijklmnop';
const CHANNEL = 'pc_abcdefghijklmnopqrstuvwxyz';
const WEBHOOK_SECRET = 'whsec_portal_test';

let double: TestCheckoutServer;
let gateway: PaymentGateway;

/** The portal's webhook route in miniature: raw bytes first, then parseWebhook, then the answer. */
let receiver: Server;
let receiverUrl: string;
const received: Array<ParsedWebhook | WebhookRejected> = [];

beforeAll(async () => {
  double = await startTestCheckoutServer({ secretKey: SECRET_KEY });
  gateway = createCheckoutGateway({ secretKey: SECRET_KEY, processingChannelId: CHANNEL, webhookSecret: WEBHOOK_SECRET, baseUrl: double.url });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      try {
        received.push(gateway.parseWebhook(Buffer.concat(chunks), headers, new Date()));
        res.writeHead(200).end();
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        received.push(error);
        res.writeHead(error.reason === 'signature' ? 401 : 400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/checkout`;
});

afterAll(async () => {
  await double.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function request(overrides: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest {
  const paymentId = randomUUID();
  return {
    paymentId,
    amountFils: 12_340,
    currency: 'JOD',
    lang: 'ar',
    customer: { email: 'layla@example.jo', name: 'Layla Haddad' },
    description: 'Travel insurance',
    returnUrls: {
      success: `https://portal.example.jo/ar/payment-result?paymentId=${paymentId}`,
      failure: `https://portal.example.jo/ar/payment-result?paymentId=${paymentId}&failed=1`,
      cancel: `https://portal.example.jo/ar/pay/${paymentId}`,
    },
    ...overrides,
  };
}

const lastRequest = () => double.requests[double.requests.length - 1]!;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

function webhookRejection(parse: () => unknown): WebhookRejected {
  try {
    parse();
  } catch (error) {
    if (error instanceof WebhookRejected) return error;
    throw error;
  }
  throw new Error('expected WebhookRejected');
}

/** A session paid on the hosted page: its ref, the portal's payment id and the gateway's. */
async function paidSession() {
  const req = request();
  const { gatewayRef } = await gateway.createHostedPayment(req);
  const back = new URL(double.pay(gatewayRef, 'approve'));
  return { req, gatewayRef, gatewayPaymentId: back.searchParams.get('cko-payment-id')! };
}

describe('createHostedPayment', () => {
  it('opens a session with the amount in JOD minor units, the reference, metadata and locale', async () => {
    const req = request({ amountFils: 12_340 });
    const { gatewayRef, redirectUrl } = await gateway.createHostedPayment(req);
    expect(gatewayRef).toMatch(/^hpp_/);
    expect(redirectUrl).toBe(`${double.url}/page/${gatewayRef}`);
    expect((await fetch(redirectUrl)).status).toBe(200);
    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'POST', path: '/hosted-payments', authorized: true, idempotencyKey: null });
    expect(sent.body).toEqual({
      amount: 12340, currency: 'JOD', reference: req.paymentId, description: 'Travel insurance',
      processing_channel_id: CHANNEL, capture: true,
      customer: { email: 'layla@example.jo', name: 'Layla Haddad' },
      billing: { address: { country: 'JO' } }, locale: 'ar',
      success_url: req.returnUrls.success, failure_url: req.returnUrls.failure, cancel_url: req.returnUrls.cancel,
      metadata: { payment_id: req.paymentId },
    });
  });

  it('asks for en-GB in English and cuts a long description to Checkout.com\'s 100 characters', async () => {
    await gateway.createHostedPayment(request({ lang: 'en', description: 'x'.repeat(150) }));
    expect(lastRequest().body).toMatchObject({ locale: 'en-GB', description: 'x'.repeat(100) });
  });

  it('refuses, before any call, an amount Checkout.com cannot charge in JOD', async () => {
    const before = double.requests.length;
    for (const amountFils of [12_345, 12_340.5, 0, -1000]) {
      expect(await rejection(gateway.createHostedPayment(request({ amountFils })))).toBeInstanceOf(RangeError);
    }
    expect(double.requests.length).toBe(before);
  });

  it('meets the same rule at the double: 12.345 JOD is 422 amount_invalid', async () => {
    const body = { amount: 12345, currency: 'JOD', billing: { address: { country: 'JO' } }, processing_channel_id: CHANNEL,
      success_url: 'https://a.example/s', failure_url: 'https://a.example/f', cancel_url: 'https://a.example/c' };
    const response = await fetch(`${double.url}/hosted-payments`, {
      method: 'POST', headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error_type: 'request_invalid', error_codes: ['amount_invalid'] });
  });

  it('surfaces Checkout.com\'s validation errors with their status, type and codes', async () => {
    const error = await rejection(gateway.createHostedPayment(request({ returnUrls: { success: 'not a url', failure: 'https://a.example/f', cancel: 'https://a.example/c' } })));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 422, errorType: 'request_invalid', errorCodes: ['success_url_invalid'] });
    expect((error as GatewayError).requestId).toEqual(expect.any(String));
  });

  it('surfaces a wrong secret key as a 401, without the key in the error', async () => {
    const wrong = createCheckoutGateway({ secretKey: 'sk_sbox_wrongkey', processingChannelId: CHANNEL, webhookSecret: WEBHOOK_SECRET, baseUrl: double.url });
    const error = await rejection(wrong.createHostedPayment(request()));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 401, errorType: null, errorCodes: [] });
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain('sk_sbox_wrongkey');
    expect(lastRequest().authorized).toBe(false);
  });
});

describe('verify', () => {
  it('answers paid with the amount and currency taken, from the return or from the session alone', async () => {
    const { gatewayRef, gatewayPaymentId } = await paidSession();
    expect(gatewayPaymentId).toMatch(/^pay_[a-z2-7]{26}$/);
    const paid = { state: 'paid', gatewayPaymentId, amountFils: 12_340, currency: 'JOD', cardLast4: '4242' };
    expect(await gateway.verify({ gatewayRef, gatewayPaymentId })).toEqual(paid);
    // The browser never came back (closed tab): the session still names its payment.
    expect(await gateway.verify({ gatewayRef })).toEqual(paid);
  });

  it('answers declined, with the declined payment', async () => {
    const { gatewayRef } = await gateway.createHostedPayment(request());
    const back = new URL(double.pay(gatewayRef, 'decline'));
    expect(back.pathname).toBe('/ar/payment-result');
    const gatewayPaymentId = back.searchParams.get('cko-payment-id')!;
    expect(await gateway.verify({ gatewayRef, gatewayPaymentId })).toEqual({ state: 'declined', gatewayPaymentId, reason: 'declined' });
  });

  it('answers pending for an abandoned page, then expired once the session lapses', async () => {
    const req = request();
    const { gatewayRef } = await gateway.createHostedPayment(req);
    const back = new URL(double.pay(gatewayRef, 'abandon'));
    expect(back.toString()).toBe(req.returnUrls.cancel);
    expect(await gateway.verify({ gatewayRef })).toEqual({ state: 'pending' });
    double.expire(gatewayRef);
    expect(await gateway.verify({ gatewayRef })).toEqual({ state: 'expired', gatewayPaymentId: null, reason: 'session_expired' });
  });

  it('ignores a cko-payment-id that belongs to another session, or to none', async () => {
    const other = await paidSession();
    const { gatewayRef } = await gateway.createHostedPayment(request());
    expect(await gateway.verify({ gatewayRef, gatewayPaymentId: other.gatewayPaymentId })).toEqual({ state: 'pending' });
    expect(await gateway.verify({ gatewayRef, gatewayPaymentId: 'pay_aaaaaaaaaaaaaaaaaaaaaaaaaa' })).toEqual({ state: 'pending' });
    expect(await gateway.verify({ gatewayRef, gatewayPaymentId: '../hosted-payments' })).toEqual({ state: 'pending' });
  });

  it('times out a silent gateway', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = createCheckoutGateway({
      secretKey: SECRET_KEY, processingChannelId: CHANNEL, webhookSecret: WEBHOOK_SECRET, timeoutMs: 200,
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    const error = await rejection(slow.verify({ gatewayRef: 'hpp_abcdefgh' }));
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(error).toMatchObject({ name: 'GatewayError', status: null, errorType: 'timeout' });
  });
});

describe('capturesOf', () => {
  it('answers the payments taken under a reference, from every session of it, through Get payment lists', async () => {
    const req = request();
    const first = await gateway.createHostedPayment(req);
    const second = await gateway.createHostedPayment(req);
    const third = await gateway.createHostedPayment(req);
    const other = await paidSession();
    const taken = [first, second].map(({ gatewayRef }) => new URL(double.pay(gatewayRef, 'approve')).searchParams.get('cko-payment-id'));
    double.pay(third.gatewayRef, 'decline');
    const captures = await gateway.capturesOf(req.paymentId);
    expect(captures.map((c) => c.gatewayPaymentId).sort()).toEqual([...taken].sort());
    expect(captures.every((c) => c.state === 'paid' && c.amountFils === 12_340 && c.currency === 'JOD')).toBe(true);
    expect(captures.map((c) => c.gatewayPaymentId)).not.toContain(other.gatewayPaymentId);
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/payments', authorized: true });
    // A refunded capture holds no money any more.
    await gateway.refund(taken[0]!, 12_340, `refund-${taken[0]}`);
    expect((await gateway.capturesOf(req.paymentId)).map((c) => c.gatewayPaymentId)).toEqual([taken[1]]);
    expect(await gateway.capturesOf(randomUUID())).toEqual([]);
  });
});

describe('parseWebhook', () => {
  it('reads a signed event as Checkout.com sends it', async () => {
    const { req, gatewayPaymentId } = await paidSession();
    received.length = 0;
    const { status, eventId } = await double.webhook(gatewayPaymentId, 'payment_approved', { url: receiverUrl, secret: WEBHOOK_SECRET });
    expect(status).toBe(200);
    expect(received).toEqual([{ paymentId: req.paymentId, eventId, outcome: { state: 'paid', gatewayPaymentId, amountFils: 12_340, currency: 'JOD' } }]);
  });

  it('rejects a forged event: wrong secret, tampered body or no signature', async () => {
    const { gatewayPaymentId } = await paidSession();
    received.length = 0;
    expect((await double.webhook(gatewayPaymentId, 'payment_approved', { url: receiverUrl, secret: 'not-the-secret' })).status).toBe(401);
    expect((await double.webhook(gatewayPaymentId, 'payment_approved', { url: receiverUrl, secret: WEBHOOK_SECRET, tamper: true })).status).toBe(401);
    const unsigned = double.signedEvent(gatewayPaymentId, 'payment_approved', { secret: WEBHOOK_SECRET });
    unsigned.headers.delete('cko-signature');
    expect(webhookRejection(() => gateway.parseWebhook(unsigned.body, unsigned.headers, new Date())).reason).toBe('signature');
    expect(received.map((r) => (r instanceof WebhookRejected ? r.reason : 'accepted'))).toEqual(['signature', 'signature']);
  });

  it('parses a replayed event the same way every time (the caller settles idempotently)', async () => {
    const { gatewayPaymentId } = await paidSession();
    const event = double.signedEvent(gatewayPaymentId, 'payment_captured', { secret: WEBHOOK_SECRET });
    const now = new Date();
    const first = gateway.parseWebhook(event.body, event.headers, now);
    expect(gateway.parseWebhook(Buffer.from(event.body), new Headers(event.headers), new Date(now.getTime() + 1000))).toEqual(first);
    expect(first.eventId).toBe(event.eventId);
  });

  it('rejects an event created outside the tolerance, either side of now', async () => {
    const { gatewayPaymentId } = await paidSession();
    const now = new Date();
    const at = (ms: number) => double.signedEvent(gatewayPaymentId, 'payment_approved', { secret: WEBHOOK_SECRET, createdOn: new Date(now.getTime() + ms) });
    for (const ms of [-6 * 60_000, 6 * 60_000]) {
      const late = at(ms);
      expect(webhookRejection(() => gateway.parseWebhook(late.body, late.headers, now)).reason).toBe('stale');
    }
    const recent = at(-4 * 60_000);
    expect(gateway.parseWebhook(recent.body, recent.headers, now).outcome.state).toBe('paid');
  });

  it('rejects a signed body that is not an event of a portal payment', () => {
    const signed = (body: string) => {
      const headers = new Headers({ 'Cko-Signature': checkoutSignature(Buffer.from(body), WEBHOOK_SECRET) });
      return webhookRejection(() => gateway.parseWebhook(Buffer.from(body), headers, new Date())).reason;
    };
    expect(signed('not json')).toBe('malformed');
    expect(signed('{"id":"evt_x","type":"payment_approved"}')).toBe('malformed');
    const event = (data: object) => JSON.stringify({ id: 'evt_x', type: 'payment_approved', created_on: new Date().toISOString(), data });
    expect(signed(event({ id: 'pay_x', amount: 10 }))).toBe('malformed');
    expect(signed(event({ id: 'pay_x', reference: 'a', metadata: { payment_id: 'b' } }))).toBe('malformed');
  });

  it('reads a declined payment\'s event as declined', async () => {
    const { gatewayRef } = await gateway.createHostedPayment(request());
    const gatewayPaymentId = new URL(double.pay(gatewayRef, 'decline')).searchParams.get('cko-payment-id')!;
    const event = double.signedEvent(gatewayPaymentId, 'payment_declined', { secret: WEBHOOK_SECRET });
    expect(gateway.parseWebhook(event.body, event.headers, new Date()).outcome).toEqual({ state: 'declined', gatewayPaymentId, reason: 'Declined - Do Not Honour' });
  });
});

describe('refund', () => {
  it('posts the amount and reference with the reference as idempotency key; a retry refunds once', async () => {
    const { req, gatewayPaymentId } = await paidSession();
    const reference = `refund-${req.paymentId}`;
    const { refundId } = await gateway.refund(gatewayPaymentId, 5_000, reference);
    expect(refundId).toMatch(/^act_/);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: `/payments/${gatewayPaymentId}/refunds`, idempotencyKey: reference, body: { amount: 5000, reference } });
    expect(await gateway.refund(gatewayPaymentId, 5_000, reference)).toEqual({ refundId });
    expect(double.payments.get(gatewayPaymentId)).toMatchObject({ refunded: 5000, status: 'Partially Refunded' });
  });

  it('surfaces a refund Checkout.com will not make', async () => {
    const { gatewayRef } = await gateway.createHostedPayment(request());
    const declined = new URL(double.pay(gatewayRef, 'decline')).searchParams.get('cko-payment-id')!;
    expect(await rejection(gateway.refund(declined, 5_000, 'r1'))).toMatchObject({ status: 403 });
    const { gatewayPaymentId } = await paidSession();
    expect(await rejection(gateway.refund(gatewayPaymentId, 20_000, 'r2'))).toMatchObject({ status: 422, errorCodes: ['refund_amount_exceeds_balance'] });
    expect(await rejection(gateway.refund(gatewayPaymentId, 5_005, 'r3'))).toBeInstanceOf(RangeError);
  });
});
