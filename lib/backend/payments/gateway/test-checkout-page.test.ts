/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCheckoutGateway } from './checkout';
import { validCheckoutSignature } from './checkout-signature';
import type { HostedPaymentRequest, PaymentGateway } from './gateway';
import { formatMinorUnits } from './test-checkout-page';
import { startTestCheckoutServer, type TestCheckoutServer } from './test-checkout-server';

const SECRET_KEY = 'sk_sbox_pagetestkeyabcdefghijklmnop';
const CHANNEL = 'pc_abcdefghijklmnopqrstuvwxyz';
const WEBHOOK_SECRET = 'whsec_page_test_signing';

let double: TestCheckoutServer;
let gateway: PaymentGateway;

/** The portal's webhook route in miniature: keeps the raw bytes and the signature header. */
let receiver: Server;
let receiverUrl: string;
const delivered: Array<{ body: Buffer; signature: string | null }> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const signature = req.headers['cko-signature'];
      delivered.push({ body: Buffer.concat(chunks), signature: typeof signature === 'string' ? signature : null });
      res.writeHead(req.url === '/refuse' ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payment/gateway-webhook`;
  double = await startTestCheckoutServer({ secretKey: SECRET_KEY, webhook: { url: receiverUrl, secret: WEBHOOK_SECRET } });
  gateway = createCheckoutGateway({ secretKey: SECRET_KEY, processingChannelId: CHANNEL, webhookSecret: WEBHOOK_SECRET, baseUrl: double.url });
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
    lang: 'en',
    customer: { email: 'layla@example.jo', name: 'Layla Haddad' },
    description: 'Travel insurance',
    returnUrls: {
      success: `https://portal.example.jo/en/payment-result?paymentId=${paymentId}`,
      failure: `https://portal.example.jo/en/payment-result?paymentId=${paymentId}&failed=1`,
      cancel: `https://portal.example.jo/en/pay/${paymentId}`,
    },
    ...overrides,
  };
}

async function session(overrides: Partial<HostedPaymentRequest> = {}) {
  const req = request(overrides);
  const { gatewayRef, redirectUrl } = await gateway.createHostedPayment(req);
  return { req, gatewayRef, redirectUrl };
}

const page = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
};

/** The browser submitting one of the page's forms; the redirect is not followed. */
const submit = (url: string, action: string) => fetch(url, {
  method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action }),
});

const buttons = (html: string) => [...html.matchAll(/<button type="submit"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

async function until(check: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5_000; !check(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() > deadline) throw new Error('timed out');
  }
}

describe('the hosted page (GET /page/{id})', () => {
  it('shows the description, the amount in dinars and three forms in English, left to right', async () => {
    const { gatewayRef, redirectUrl } = await session();
    const { status, type, html } = await page(redirectUrl);
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('Travel insurance');
    expect(html).toContain('<span dir="ltr">12.340 JOD</span>');
    expect(buttons(html)).toEqual(['Pay', 'Decline the card', 'Cancel and go back']);
    expect(html).toContain('Pay with a card that is declined');
    const forms = [...html.matchAll(/<form method="post" action="([^"]+)"><input type="hidden" name="action" value="(\w+)">/g)];
    expect(forms.map((m) => [m[1], m[2]])).toEqual(['approve', 'decline', 'abandon'].map((a) => [`/page/${gatewayRef}`, a]));
  });

  it('is in Arabic, right to left, for the ar locale', async () => {
    const { redirectUrl } = await session({ lang: 'ar', description: 'تأمين السفر' });
    const { html } = await page(redirectUrl);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('تأمين السفر');
    expect(html).toContain('<span dir="ltr">12.340 JOD</span>');
    expect(buttons(html)).toEqual(['ادفع', 'رفض البطاقة', 'إلغاء والعودة']);
  });

  it('escapes what it shows', async () => {
    const { redirectUrl } = await session({ description: '<script>alert("x")</script> & \'co\'' });
    const { html } = await page(redirectUrl);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;co&#39;');
  });

  it('answers 404 for an unknown session, and is not an API call', async () => {
    const before = double.requests.length;
    const { status, html } = await page(`${double.url}/page/hpp_unknown`);
    expect(status).toBe(404);
    expect(html).toContain('There is no such payment session.');
    expect(double.requests.length).toBe(before);
  });

  it('formats minor units in the currency\'s decimals', () => {
    expect(formatMinorUnits(12_340, 'JOD')).toBe('12.340 JOD');
    expect(formatMinorUnits(50, 'JOD')).toBe('0.050 JOD');
    expect(formatMinorUnits(1_234, 'USD')).toBe('12.34 USD');
  });
});

describe('the customer\'s actions (POST /page/{id})', () => {
  it('pays: 303 to success_url with cko-payment-id; the page then takes no card', async () => {
    const { req, gatewayRef, redirectUrl } = await session();
    const response = await submit(redirectUrl, 'approve');
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    const gatewayPaymentId = back.searchParams.get('cko-payment-id')!;
    back.searchParams.delete('cko-payment-id');
    expect(back.toString()).toBe(req.returnUrls.success);
    expect(await gateway.verify({ gatewayRef, gatewayPaymentId })).toMatchObject({ state: 'paid', gatewayPaymentId, amountFils: 12_340 });

    const after = await page(redirectUrl);
    expect(after.status).toBe(200);
    expect(buttons(after.html)).toEqual([]);
    expect(after.html).toContain('no longer takes a card');
    const again = await submit(redirectUrl, 'approve');
    expect(again.status).toBe(409);
    expect(buttons(await again.text())).toEqual([]);
  });

  it('declines: 303 to failure_url with the declined payment', async () => {
    const { req, gatewayRef, redirectUrl } = await session();
    const response = await submit(redirectUrl, 'decline');
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(back.toString()).toMatch(new RegExp(`^${req.returnUrls.failure.replace(/[?.]/g, '\\$&')}&cko-payment-id=pay_`));
    const gatewayPaymentId = back.searchParams.get('cko-payment-id')!;
    expect(await gateway.verify({ gatewayRef, gatewayPaymentId })).toEqual({ state: 'declined', gatewayPaymentId, reason: 'declined' });
  });

  it('abandons: 303 to cancel_url, and the session still takes a card', async () => {
    const { req, redirectUrl } = await session();
    const response = await submit(redirectUrl, 'abandon');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(req.returnUrls.cancel);
    expect(buttons((await page(redirectUrl)).html)).toHaveLength(3);
  });

  it('refuses another action (400) and an unknown session (404)', async () => {
    const { redirectUrl } = await session();
    expect((await submit(redirectUrl, 'refund')).status).toBe(400);
    expect((await fetch(redirectUrl, { method: 'POST' })).status).toBe(400);
    expect((await submit(`${double.url}/page/hpp_unknown`, 'approve')).status).toBe(404);
  });
});

describe('the webhook option', () => {
  const events = () => delivered.map((d) => ({ ...d, event: JSON.parse(d.body.toString('utf8')) as { type: string; data: { id: string; reference: string } } }));

  it('sends payment_captured for a paid page and payment_declined for a declined one, signed', async () => {
    delivered.length = 0;
    const paid = await session();
    const paidId = new URL((await submit(paid.redirectUrl, 'approve')).headers.get('location')!).searchParams.get('cko-payment-id');
    const declined = await session();
    const declinedId = new URL(double.pay(declined.gatewayRef, 'decline')).searchParams.get('cko-payment-id');
    double.pay((await session()).gatewayRef, 'abandon');
    const ours = () => events().filter((d) => [paidId, declinedId].includes(d.event.data.id));
    await until(() => ours().length >= 2);
    const got = ours();
    expect(got.map((d) => [d.event.type, d.event.data.id, d.event.data.reference])).toEqual(expect.arrayContaining([
      ['payment_captured', paidId, paid.req.paymentId],
      ['payment_declined', declinedId, declined.req.paymentId],
    ]));
    for (const d of got) expect(validCheckoutSignature(d.body, d.signature, WEBHOOK_SECRET)).toBe(true);
    // Read by the portal's own parser, the events say paid and declined.
    expect(got.map((d) => gateway.parseWebhook(d.body, new Headers({ 'Cko-Signature': d.signature! }), new Date()).outcome.state).sort()).toEqual(['declined', 'paid']);
    expect(double.webhookFailures).toEqual([]);
  });

  it('waits delayMs, and only records a webhook that is refused or finds no one', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refusing = await startTestCheckoutServer({ secretKey: SECRET_KEY, webhook: { url: receiverUrl.replace(/\/api\/.*/, '/refuse'), secret: WEBHOOK_SECRET, delayMs: 200 } });
    const unreachable = await startTestCheckoutServer({ secretKey: SECRET_KEY, webhook: { url: nobody, secret: WEBHOOK_SECRET } });
    try {
      for (const server of [refusing, unreachable]) {
        const other = createCheckoutGateway({ secretKey: SECRET_KEY, processingChannelId: CHANNEL, webhookSecret: WEBHOOK_SECRET, baseUrl: server.url });
        const { redirectUrl } = await other.createHostedPayment(request());
        expect((await submit(redirectUrl, 'approve')).status).toBe(303);
      }
      expect(refusing.webhookFailures).toEqual([]);
      await until(() => refusing.webhookFailures.length > 0 && unreachable.webhookFailures.length > 0);
      expect(refusing.webhookFailures).toEqual([expect.objectContaining({ type: 'payment_captured', status: 500 })]);
      expect(unreachable.webhookFailures).toEqual([expect.objectContaining({ type: 'payment_captured', status: null })]);
    } finally {
      await Promise.all([refusing.close(), unreachable.close()]);
    }
  });

  it('listens on the port it is given', async () => {
    const first = await startTestCheckoutServer({ secretKey: SECRET_KEY });
    const port = Number(new URL(first.url).port);
    await first.close();
    const fixed = await startTestCheckoutServer({ secretKey: SECRET_KEY, port });
    await fixed.close();
    expect(fixed.url).toBe(`http://127.0.0.1:${port}`);
  });
});
