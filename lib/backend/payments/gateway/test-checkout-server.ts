import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutAmountProblem } from './checkout-amount';
import { signEvent, type EventOptions, type SignedEvent } from './test-checkout-events';
import {
  paymentOf, paymentView, sessionId, sessionRequestErrors, sessionView, checkoutId,
  type DoublePayment, type DoubleSession, type PageAction,
} from './test-checkout-state';

/**
 * A local double of Checkout.com's API for tests: a real HTTP server on 127.0.0.1 (a free port)
 * answering POST /hosted-payments, GET /hosted-payments/{id}, GET /payments/{id} and
 * POST /payments/{id}/refunds with Checkout.com's paths, status codes and bodies (401 without a body
 * for a wrong key, 422 `{request_id, error_type, error_codes}` for an invalid request, 404 for an
 * unknown id), keeping everything in memory. Its controls play the customer on the hosted page
 * (`pay`), the session's lapse (`expire`) and Checkout.com's webhooks (`webhook`, `signedEvent`).
 */

/** One request the double received (the Authorization header is reduced to whether it was right). */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorized: boolean;
  idempotencyKey: string | null;
  body: unknown;
}

export interface TestCheckoutServer {
  /** http://127.0.0.1:<port>: the adapter's baseUrl. */
  url: string;
  requests: ReceivedRequest[];
  sessions: Map<string, DoubleSession>;
  payments: Map<string, DoublePayment>;
  /** The customer on the hosted page: answers where the browser is sent back (success_url?cko-payment-id=…, failure_url?cko-payment-id=…, or cancel_url). */
  pay(sessionId: string, action: PageAction): string;
  /** The hosted session lapses unpaid. */
  expire(sessionId: string): void;
  /** An event like Checkout.com's for a payment, signed with `secret`, not sent (for replays). */
  signedEvent(paymentId: string, type: string, options: EventOptions): SignedEvent;
  /** POSTs a signed (or tampered) event to `url`; answers the receiver's status and the event id. */
  webhook(paymentId: string, type: string, options: EventOptions & { url: string }): Promise<{ status: number; eventId: string }>;
  close(): Promise<void>;
}

type Answer = { status: number; body?: unknown };

const invalid = (codes: string[]): Answer => ({ status: 422, body: { request_id: randomUUID(), error_type: 'request_invalid', error_codes: codes } });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = { 'Cko-Request-Id': randomUUID(), 'Cko-Version': '1.0.0' };
  if (answer.body === undefined) {
    res.writeHead(answer.status, headers).end();
    return;
  }
  res.writeHead(answer.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body));
}

/** Starts the double; `secretKey` is the only key it accepts (as `Authorization: Bearer <key>`). */
export async function startTestCheckoutServer(options: { secretKey: string }): Promise<TestCheckoutServer> {
  const sessions = new Map<string, DoubleSession>();
  const payments = new Map<string, DoublePayment>();
  const idempotent = new Map<string, Answer>();
  const requests: ReceivedRequest[] = [];
  let url = '';

  function createSession(body: unknown): Answer {
    if (!isObject(body)) return invalid(['request_body_invalid']);
    const errors = sessionRequestErrors(body);
    if (errors.length) return invalid(errors);
    const session: DoubleSession = { id: sessionId(), status: 'Payment Pending', paymentId: null, request: body };
    sessions.set(session.id, session);
    return {
      status: 201,
      body: { id: session.id, reference: body.reference, _links: { self: { href: `${url}/hosted-payments/${session.id}` }, redirect: { href: `${url}/page/${session.id}` } } },
    };
  }

  function refund(payment: DoublePayment, body: unknown): Answer {
    const request = isObject(body) ? body : {};
    if (!['Captured', 'Partially Refunded'].includes(payment.status)) return { status: 403 };
    const available = payment.amount - payment.refunded;
    const amount = request.amount ?? available;
    if (checkoutAmountProblem(amount, payment.currency)) return invalid(['amount_invalid']);
    if ((amount as number) > available) return invalid(['refund_amount_exceeds_balance']);
    payment.refunded += amount as number;
    payment.status = payment.refunded === payment.amount ? 'Refunded' : 'Partially Refunded';
    return { status: 202, body: { action_id: checkoutId('act'), reference: request.reference, _links: { payment: { href: `${url}/payments/${payment.id}` } } } };
  }

  function route(method: string, path: string, body: unknown, idempotencyKey: string | null): Answer {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/hosted-payments') return createSession(body);
    if (method === 'GET' && (m = path.match(/^\/hosted-payments\/([^/]+)$/))) {
      const session = sessions.get(decodeURIComponent(m[1]!));
      return session ? { status: 200, body: sessionView(session, url) } : { status: 404 };
    }
    if (method === 'GET' && (m = path.match(/^\/payments\/([^/]+)$/))) {
      const payment = payments.get(decodeURIComponent(m[1]!));
      return payment ? { status: 200, body: paymentView(payment, url) } : { status: 404 };
    }
    if (method === 'POST' && (m = path.match(/^\/payments\/([^/]+)\/refunds$/))) {
      const payment = payments.get(decodeURIComponent(m[1]!));
      if (!payment) return { status: 404 };
      const key = idempotencyKey === null ? null : `refund:${payment.id}:${idempotencyKey}`;
      const earlier = key === null ? undefined : idempotent.get(key);
      if (earlier) return earlier;
      const answer = refund(payment, body);
      // Checkout.com keeps only successful answers under a key: a refused request may be retried.
      if (key !== null && answer.status < 300) idempotent.set(key, answer);
      return answer;
    }
    return { status: 404 };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://double').pathname;
    const text = await readBody(req);
    if (method === 'GET' && path.startsWith('/page/')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Hosted payment page (test double)</title>');
      return;
    }
    const authorized = req.headers.authorization === `Bearer ${options.secretKey}`;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const idempotencyKey = typeof req.headers['cko-idempotency-key'] === 'string' ? req.headers['cko-idempotency-key'] : null;
    requests.push({ method, path, authorized, idempotencyKey, body });
    if (!authorized) return send(res, { status: 401 });
    if (text && typeof body === 'string') return send(res, invalid(['request_body_malformed']));
    send(res, route(method, path, body, idempotencyKey));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, { status: 500 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOf = (id: string): DoubleSession => {
    const session = sessions.get(id);
    if (!session) throw new Error(`No hosted session ${id}`);
    return session;
  };
  const paymentNamed = (id: string): DoublePayment => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`No payment ${id}`);
    return payment;
  };
  const signedEvent = (paymentId: string, type: string, eventOptions: EventOptions) => signEvent(paymentNamed(paymentId), type, eventOptions, url);

  return {
    url, requests, sessions, payments, signedEvent,
    pay(id, action) {
      const session = sessionOf(id);
      if (session.status !== 'Payment Pending') throw new Error(`Session ${id} is ${session.status}: the page no longer takes a card`);
      const back = (field: 'success_url' | 'failure_url' | 'cancel_url', paymentId?: string) => {
        const target = new URL(String(session.request[field]));
        if (paymentId) target.searchParams.set('cko-payment-id', paymentId);
        return target.toString();
      };
      if (action === 'abandon') return back('cancel_url');
      const payment = paymentOf(session, action === 'approve', new Date());
      payments.set(payment.id, payment);
      session.paymentId = payment.id;
      if (action === 'decline') return back('failure_url', payment.id);
      session.status = 'Payment Received';
      return back('success_url', payment.id);
    },
    expire(id) {
      const session = sessionOf(id);
      if (session.status === 'Payment Pending') session.status = 'Expired';
    },
    async webhook(paymentId, type, { url: target, ...eventOptions }) {
      const event = signedEvent(paymentId, type, eventOptions);
      const response = await fetch(target, { method: 'POST', headers: event.headers, body: new Uint8Array(event.body), signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      return { status: response.status, eventId: event.eventId };
    },
    close: () => new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      // fetch keeps connections alive: without this, close waits for their idle timeout.
      server.closeAllConnections();
    }),
  };
}
