/**
 * Checkout.com's Hosted Payments Page behind the portal's PaymentGateway.
 *
 * Plain `fetch` against the documented REST API, not `checkout-sdk-node` (5.2.1 read from its
 * source): its client can be pointed at the local double (`host` option), but it is ESM-only with
 * JSON import attributes (the Jest config would have to be edited to transform it), its default
 * fetch client sets no timeout at all (`timeout` is only used with axios, an extra dependency), it
 * silently prefers CKO_SECRET / CKO_SECRET_KEY from the environment over the key it is given, and
 * it offers nothing for the Cko-Signature check. Four documented calls do not need it.
 *
 * Calls: POST /hosted-payments, GET /hosted-payments/{id}, GET /payments/{id},
 * GET /payments?reference= (Get payment lists), POST /payments/{id}/refunds. The base URL should be the account's own
 * https://{prefix}.api.checkout.com (the first 8 characters of the client id; see
 * https://www.checkout.com/docs/developer-resources/api/api-endpoints); api.checkout.com is the
 * shared legacy host.
 */
import { jodMinorUnits } from './checkout-amount';
import { checkoutCall, type CheckoutHttp } from './checkout-http';
import { outcomeOfPayment, type CheckoutPayment } from './checkout-status';
import { parseCheckoutWebhook } from './checkout-webhook';
import { GatewayError, type GatewayOutcome, type HostedPaymentRequest, type PaidOutcome, type PaymentGateway } from './gateway';

export interface CheckoutGatewayOptions {
  secretKey: string;
  /** pc_ followed by 26 characters: the processing channel the payments go through. */
  processingChannelId: string;
  /** The key set on the workflow's webhook action, which signs Cko-Signature. */
  webhookSecret: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How far a webhook's created_on may be from now (default 5 minutes). */
  webhookToleranceMs?: number;
  /** Per call, headers and body (default 15 s). */
  timeoutMs?: number;
  /** The billing address country Checkout.com requires on a hosted session (default JO). */
  billingCountry?: string;
}

/** The parts of a hosted session (POST and GET /hosted-payments) the adapter reads. */
interface HostedSession {
  id?: string;
  status?: string;
  payment_id?: string;
  reference?: string;
  _links?: { redirect?: { href?: string } };
}

const PROCESSING_CHANNEL = /^pc_\w{26}$/;
const SESSION_ID = /^hpp_[A-Za-z0-9_-]{4,64}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{8,64}$/;
const LOCALES = { ar: 'ar', en: 'en-GB' } as const;
/** Get payment lists: at most 100 a page; a reference has a handful (one per attempt), so a few pages bound the walk. */
const LIST_PAGE = 100;
const LIST_PAGES = 10;

/** A page of GET /payments?reference=. */
interface PaymentList {
  total_count?: number;
  data?: CheckoutPayment[];
}

function hostedPaymentBody(req: HostedPaymentRequest, processingChannelId: string, billingCountry: string) {
  if (req.currency !== 'JOD') throw new RangeError(`Only JOD is charged, not ${String(req.currency)}`);
  if (!req.paymentId || req.paymentId.length > 50) throw new RangeError('The payment id must be 1 to 50 characters (Checkout.com reference)');
  return {
    amount: jodMinorUnits(req.amountFils),
    currency: 'JOD',
    reference: req.paymentId,
    description: [...req.description].slice(0, 100).join(''),
    processing_channel_id: processingChannelId,
    capture: true,
    customer: { email: req.customer.email, name: req.customer.name },
    billing: { address: { country: billingCountry } },
    locale: LOCALES[req.lang],
    success_url: req.returnUrls.success,
    failure_url: req.returnUrls.failure,
    cancel_url: req.returnUrls.cancel,
    metadata: { payment_id: req.paymentId },
  };
}

/** The first candidate outcome that is paid, else the session's own payment's, else what the session's status says. */
function chooseOutcome(outcomes: GatewayOutcome[], session: HostedSession): GatewayOutcome {
  const paid = outcomes.find((o) => o.state === 'paid');
  if (paid) return paid;
  if (outcomes[0]) return outcomes[0];
  if (session.status === 'Expired') return { state: 'expired', gatewayPaymentId: null, reason: 'session_expired' };
  return { state: 'pending' };
}

/** Checkout.com's hosted payment page as a PaymentGateway; see the top of this file for the choices made. */
export function createCheckoutGateway(options: CheckoutGatewayOptions): PaymentGateway {
  const { secretKey, processingChannelId, webhookSecret } = options;
  if (!secretKey) throw new Error('Checkout.com: a secret key is required');
  if (!PROCESSING_CHANNEL.test(processingChannelId)) throw new Error('Checkout.com: the processing channel id must be pc_ followed by 26 characters');
  if (!webhookSecret) throw new Error('Checkout.com: a webhook signature key is required');
  const http: CheckoutHttp = {
    secretKey,
    baseUrl: (options.baseUrl ?? 'https://api.checkout.com').replace(/\/+$/, ''),
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
  };
  const tolerance = options.webhookToleranceMs ?? 5 * 60_000;
  const billingCountry = options.billingCountry ?? 'JO';

  /** A payment of the session, or null when a browser-given id names none of its payments. */
  async function paymentOfSession(id: string, session: HostedSession, fromSession: boolean): Promise<CheckoutPayment | null> {
    try {
      const payment = await checkoutCall<CheckoutPayment>(http, 'GET', `/payments/${encodeURIComponent(id)}`);
      if (payment.reference === session.reference) return payment;
      if (fromSession) throw new GatewayError(`Checkout.com payment ${id} does not carry its session's reference`, 200, 'reference_mismatch');
      return null;
    } catch (error) {
      if (!fromSession && error instanceof GatewayError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    name: 'checkout.com',

    async createHostedPayment(req) {
      const body = hostedPaymentBody(req, processingChannelId, billingCountry);
      const created = await checkoutCall<HostedSession>(http, 'POST', '/hosted-payments', body);
      const href = created._links?.redirect?.href;
      if (!created.id || !href || !URL.canParse(href)) {
        throw new GatewayError('Checkout.com created a hosted session without an id or a redirect link', 201, 'invalid_response');
      }
      return { gatewayRef: created.id, redirectUrl: href };
    },

    async verify(ref) {
      if (!SESSION_ID.test(ref.gatewayRef)) throw new RangeError('Not a Checkout.com hosted session id');
      const session = await checkoutCall<HostedSession>(http, 'GET', `/hosted-payments/${encodeURIComponent(ref.gatewayRef)}`);
      // The browser's cko-payment-id is only a hint: malformed, unknown or another session's, it is ignored.
      const hint = ref.gatewayPaymentId && PAYMENT_ID.test(ref.gatewayPaymentId) ? ref.gatewayPaymentId : null;
      const candidates = [...new Set([session.payment_id, hint].filter((id): id is string => typeof id === 'string' && PAYMENT_ID.test(id)))];
      const outcomes: GatewayOutcome[] = [];
      for (const id of candidates) {
        const payment = await paymentOfSession(id, session, id === session.payment_id);
        if (payment) outcomes.push(outcomeOfPayment(payment));
      }
      return chooseOutcome(outcomes, session);
    },

    async capturesOf(reference) {
      const paid: PaidOutcome[] = [];
      for (let page = 0; page < LIST_PAGES; page += 1) {
        const query = new URLSearchParams({ reference, limit: String(LIST_PAGE), skip: String(page * LIST_PAGE) });
        const list = await checkoutCall<PaymentList>(http, 'GET', `/payments?${query}`);
        const data = Array.isArray(list.data) ? list.data : [];
        for (const payment of data) {
          // The filter is the gateway's; a payment under another reference is never taken for this one's.
          if (payment.reference !== reference || typeof payment.id !== 'string' || !PAYMENT_ID.test(payment.id)) continue;
          const outcome = outcomeOfPayment(payment);
          if (outcome.state === 'paid') paid.push(outcome);
        }
        if (data.length < LIST_PAGE || (page + 1) * LIST_PAGE >= (list.total_count ?? 0)) break;
      }
      return paid;
    },

    parseWebhook(rawBody, headers, now) {
      return parseCheckoutWebhook(rawBody, headers, now, webhookSecret, tolerance);
    },

    async refund(gatewayPaymentId, amountFils, reference) {
      if (!PAYMENT_ID.test(gatewayPaymentId)) throw new RangeError('Not a Checkout.com payment id');
      if (!reference) throw new RangeError('A refund needs a reference (it is also its idempotency key)');
      const body = { amount: jodMinorUnits(amountFils), reference };
      const answer = await checkoutCall<{ action_id?: string }>(http, 'POST', `/payments/${encodeURIComponent(gatewayPaymentId)}/refunds`, body, reference);
      if (!answer.action_id) throw new GatewayError('Checkout.com accepted a refund without an action id', 202, 'invalid_response');
      return { refundId: answer.action_id };
    },
  };
}
