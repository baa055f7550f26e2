import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutAmountProblem } from './checkout-amount';
import { hostedPageAnswer, sendPage } from './test-checkout-page';
import { signEvent, type EventOptions, type SignedEvent } from './test-checkout-events';
import {
  paymentOf, paymentView, sessionId, sessionRequestErrors, sessionView, checkoutId,
  type DoublePayment, type DoubleSession, type PageAction,
} from './test-checkout-state';

/**
 * A local double of Checkout.com's API for tests: a real HTTP server on 127.0.0.1 (a free port, or
 * `port`) answering POST /hosted-payments, GET /hosted-payments/{id}, GET /payments/{id},
 * GET /payments?reference= and POST /payments/{id}/refunds with Checkout.com's paths, status codes and bodies (401 without a body
 * for a wrong key, 422 `{request_id, error_type, error_codes}` for an invalid request, 404 for an
 * unknown id), keeping everything in memory. Its controls play the customer on the hosted page
 * (`pay`), the session's lapse (`expire`) and Checkout.com's webhooks (`webhook`, `signedEvent`).
 *
 * The hosted page itself is served too, for a browser: GET /page/{id} (test-checkout-page.ts) and
 * POST /page/{id} with `action=approve|decline|abandon`, which does what `pay` does and answers 303
 * to the portal's return URL. Like Checkout.com's page it needs no key, and these requests are not
 * kept in `requests` (which holds the portal's API calls). With the `webhook` option, each payment
 * the page makes is followed by the event Checkout.com would send, signed, to that URL; `webhooks`
 * holds them back (to deliver several together with `releaseWebhooks`) or drops them (polling only).
 */

/** One request the double received (the Authorization header is reduced to whether it was right). */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorized: boolean;
  idempotencyKey: string | null;
  body: unknown;
}

/** Where the double sends the event of each payment made on its page, as Checkout.com's workflow would. */
export interface WebhookTarget {
  url: string;
  /** The key that signs Cko-Signature (the portal's CHECKOUT_WEBHOOK_SECRET). */
  secret: string;
  /** How long after the payment the event is sent (default 0). */
  delayMs?: number;
}

export interface TestCheckoutServerOptions {
  /** The only key the API accepts (as `Authorization: Bearer <key>`). */
  secretKey: string;
  /** The port on 127.0.0.1 (default 0: any free one). */
  port?: number;
  webhook?: WebhookTarget;
  /** Called with one line per request answered ("POST /page/hpp_… 303") and per webhook sent. */
  log?: (line: string) => void;
}

/** A webhook the receiver did not take: an answer other than 2xx (`status`) or no answer (`status` null). */
export interface WebhookFailure {
  paymentId: string;
  type: string;
  eventId: string;
  status: number | null;
  error: string;
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
  /** Events from the `webhook` option that were not delivered (the page does not wait for them, nor retry). */
  webhookFailures: WebhookFailure[];
  /** What becomes of the `webhook` option's events from now on: sent (the default), held until released, or dropped. */
  webhooks(mode: WebhookMode): void;
  /** Sends every held event at once (in parallel) and answers the receiver's statuses (null: no answer); sending resumes. */
  releaseWebhooks(): Promise<(number | null)[]>;
  close(): Promise<void>;
}

type Answer = { status: number; body?: unknown };
export type WebhookMode = 'send' | 'hold' | 'drop';

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

/** The event Checkout.com sends when the hosted page has made a payment. */
function eventTypeOf(payment: DoublePayment): string {
  if (!payment.approved) return 'payment_declined';
  return payment.status === 'Captured' ? 'payment_captured' : 'payment_approved';
}

/** Starts the double; see TestCheckoutServerOptions. */
export async function startTestCheckoutServer(options: TestCheckoutServerOptions): Promise<TestCheckoutServer> {
  const sessions = new Map<string, DoubleSession>();
  const payments = new Map<string, DoublePayment>();
  const idempotent = new Map<string, Answer>();
  const requests: ReceivedRequest[] = [];
  const webhookFailures: WebhookFailure[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();
  let url = '';
  let webhookMode: WebhookMode = 'send';
  const held: DoublePayment[] = [];

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

  /** Get payment lists: the payments under a reference, newest first, a page at a time. */
  function listPayments(query: URLSearchParams): Answer {
    const reference = query.get('reference');
    const limit = Number(query.get('limit') ?? 10);
    const skip = Number(query.get('skip') ?? 0);
    if (!reference) return invalid(['reference_required']);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return invalid(['paging_limit_invalid']);
    if (!Number.isInteger(skip) || skip < 0) return invalid(['paging_skip_invalid']);
    const matching = [...payments.values()].filter((p) => p.reference === reference).reverse();
    return { status: 200, body: { limit, skip, total_count: matching.length, data: matching.slice(skip, skip + limit).map((p) => paymentView(p, url)) } };
  }

  function route(method: string, path: string, query: URLSearchParams, body: unknown, idempotencyKey: string | null): Answer {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/hosted-payments') return createSession(body);
    if (method === 'GET' && path === '/payments') return listPayments(query);
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

  /** The event of a payment, POSTed now to the `webhook` target; answers the status (null: no answer), a failure is recorded. */
  function deliver(target: WebhookTarget, payment: DoublePayment): Promise<number | null> {
    const type = eventTypeOf(payment);
    // Signed when sent, so created_on is the moment of sending, as in Checkout.com's.
    const event = signEvent(payment, type, { secret: target.secret }, url);
    const fail = (status: number | null, error: string) => webhookFailures.push({ paymentId: payment.id, type, eventId: event.eventId, status, error });
    return fetch(target.url, {
      method: 'POST', headers: event.headers, body: new Uint8Array(event.body),
      signal: AbortSignal.any([closing.signal, AbortSignal.timeout(15_000)]),
    }).then(async (response) => {
      await response.arrayBuffer();
      options.log?.(`webhook ${type} ${payment.id} -> ${response.status}`);
      if (!response.ok) fail(response.status, `answered ${response.status}`);
      return response.status;
    }).catch((error: unknown) => {
      // fetch's own message is only "fetch failed"; the cause says why (ECONNREFUSED, a timeout...).
      const reason = String(error instanceof Error && error.cause !== undefined ? error.cause : error);
      options.log?.(`webhook ${type} ${payment.id} failed: ${reason}`);
      fail(null, reason);
      return null;
    });
  }

  /** Fire and forget: the page does not wait for the receiver, and a failure is only recorded. Held or dropped as `webhooks` says. */
  function sendWebhook(payment: DoublePayment): void {
    const target = options.webhook;
    if (!target || webhookMode === 'drop') return;
    if (webhookMode === 'hold') {
      held.push(payment);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(target, payment);
    }, target.delayMs ?? 0);
    timers.add(timer);
  }

  const sessionOf = (id: string): DoubleSession => {
    const session = sessions.get(id);
    if (!session) throw new Error(`No hosted session ${id}`);
    return session;
  };

  function pay(id: string, action: PageAction): string {
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
    sendWebhook(payment);
    if (action === 'decline') return back('failure_url', payment.id);
    session.status = 'Payment Received';
    return back('success_url', payment.id);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://double');
    const text = await readBody(req);
    const page = path.match(/^\/page\/([^/]+)$/);
    if (page) {
      let session: DoubleSession | undefined;
      try {
        session = sessions.get(decodeURIComponent(page[1]!));
      } catch { /* a malformed id names no session */ }
      return sendPage(res, hostedPageAnswer(method, session, text, (action) => pay(session!.id, action)));
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
    send(res, route(method, path, query, body, idempotencyKey));
  }

  const server = createServer((req, res) => {
    if (options.log) res.on('finish', () => options.log?.(`${req.method ?? '?'} ${req.url ?? '/'} ${res.statusCode}`));
    handle(req, res).catch(() => send(res, { status: 500 }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const paymentNamed = (id: string): DoublePayment => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`No payment ${id}`);
    return payment;
  };
  const signedEvent = (paymentId: string, type: string, eventOptions: EventOptions) => signEvent(paymentNamed(paymentId), type, eventOptions, url);

  return {
    url, requests, sessions, payments, signedEvent, pay, webhookFailures,
    webhooks(mode) {
      webhookMode = mode;
      if (mode === 'drop') held.length = 0;
    },
    async releaseWebhooks() {
      const target = options.webhook;
      const due = held.splice(0);
      webhookMode = 'send';
      return target ? Promise.all(due.map((payment) => deliver(target, payment))) : [];
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
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      closing.abort();
      server.close((error) => (error ? reject(error) : resolve()));
      // fetch keeps connections alive: without this, close waits for their idle timeout.
      server.closeAllConnections();
    }),
  };
}
