import { randomBytes } from 'node:crypto';
import { checkoutAmountProblem } from './checkout-amount';

/**
 * The memory of the Checkout.com double (test-checkout-server.ts): hosted sessions and payments as
 * Checkout.com's API shows them, the validation of a session request, and the customer's actions on
 * the hosted page. Test-only: nothing here charges anything.
 */

/** Checkout.com's ids: a prefix and 26 lowercase base32 characters (hosted sessions have a shorter, mixed-case id). */
export function checkoutId(prefix: 'pay' | 'act' | 'evt' | 'cus'): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return `${prefix}_${[...randomBytes(26)].map((b) => alphabet[b % 32]).join('')}`;
}

export function sessionId(): string {
  return `hpp_${randomBytes(9).toString('base64url')}`;
}

/** A session as POST /hosted-payments received it, plus what the customer did since. */
export interface DoubleSession {
  id: string;
  status: 'Payment Pending' | 'Payment Received' | 'Expired';
  paymentId: string | null;
  request: Record<string, unknown>;
}

/** A payment as GET /payments/{id} shows it. */
export interface DoublePayment {
  id: string;
  sessionId: string;
  status: string;
  approved: boolean;
  amount: number;
  currency: string;
  reference: string | undefined;
  description: string | undefined;
  metadata: Record<string, unknown>;
  customer: { id: string; email?: string; name?: string };
  processing_channel_id: string | undefined;
  requested_on: string;
  response_code: string;
  response_summary: string;
  refunded: number;
}

const URL_FIELDS = ['success_url', 'cancel_url', 'failure_url'] as const;
/** The Hosted Payments Page locales (a subset is enough: the portal sends ar and en-GB). */
const LOCALES = new Set(['ar', 'da-DK', 'de-DE', 'el', 'en-GB', 'es-ES', 'fi-FI', 'fr-FR', 'it-IT', 'ja-JP', 'nb-NO', 'nl-NL', 'pt-PT', 'sv-SE', 'zh-CN']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function validUri(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 255 && URL.canParse(value);
}

/**
 * The error codes Checkout.com would answer a session request with (422 request_invalid), in its
 * `<field>_required` / `<field>_invalid` style; empty when the request is valid.
 */
export function sessionRequestErrors(body: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (body.currency === undefined) errors.push('currency_required');
  else if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) errors.push('currency_invalid');
  if (body.amount !== undefined && checkoutAmountProblem(body.amount, String(body.currency))) errors.push('amount_invalid');
  if (!isObject(body.billing)) errors.push('billing_required');
  else if (isObject(body.billing.address) && !/^[A-Z]{2}$/.test(String(body.billing.address.country))) errors.push('billing_address_country_invalid');
  for (const field of URL_FIELDS) {
    if (body[field] === undefined) errors.push(`${field}_required`);
    else if (!validUri(body[field])) errors.push(`${field}_invalid`);
  }
  if (body.reference !== undefined && (typeof body.reference !== 'string' || body.reference.length > 50)) errors.push('reference_invalid');
  if (body.description !== undefined && (typeof body.description !== 'string' || [...body.description].length > 100)) errors.push('description_invalid');
  if (body.processing_channel_id === undefined) errors.push('processing_channel_id_required');
  else if (typeof body.processing_channel_id !== 'string' || !/^pc_\w{26}$/.test(body.processing_channel_id)) errors.push('processing_channel_id_invalid');
  if (body.locale !== undefined && !LOCALES.has(String(body.locale))) errors.push('locale_invalid');
  if (body.metadata !== undefined && !isObject(body.metadata)) errors.push('metadata_invalid');
  if (body.customer !== undefined) {
    if (!isObject(body.customer)) errors.push('customer_invalid');
    else if (body.customer.email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(String(body.customer.email))) errors.push('customer_email_invalid');
  }
  return errors;
}

/** What the customer does on the hosted page. */
export type PageAction = 'approve' | 'decline' | 'abandon';

/** The payment the hosted page makes when the customer submits a card that is approved or declined. */
export function paymentOf(session: DoubleSession, approved: boolean, now: Date): DoublePayment {
  const r = session.request;
  const customer = isObject(r.customer) ? r.customer : {};
  return {
    id: checkoutId('pay'),
    sessionId: session.id,
    // capture: true (the portal's default) means the approved payment is captured at once.
    status: approved ? (r.capture === false ? 'Authorized' : 'Captured') : 'Declined',
    approved,
    amount: typeof r.amount === 'number' ? r.amount : 0,
    currency: String(r.currency),
    reference: typeof r.reference === 'string' ? r.reference : undefined,
    description: typeof r.description === 'string' ? r.description : undefined,
    metadata: isObject(r.metadata) ? r.metadata : {},
    customer: { id: checkoutId('cus'), email: customer.email as string | undefined, name: customer.name as string | undefined },
    processing_channel_id: typeof r.processing_channel_id === 'string' ? r.processing_channel_id : undefined,
    requested_on: now.toISOString(),
    response_code: approved ? '10000' : '20005',
    response_summary: approved ? 'Approved' : 'Declined - Do Not Honour',
    refunded: 0,
  };
}

/** GET /payments/{id}'s body for a payment. */
export function paymentView(p: DoublePayment, baseUrl: string) {
  const captured = p.status === 'Captured' || p.status === 'Partially Refunded' || p.status === 'Refunded' ? p.amount : 0;
  return {
    id: p.id, requested_on: p.requested_on, amount: p.amount, currency: p.currency, payment_type: 'Regular',
    reference: p.reference, description: p.description, approved: p.approved, status: p.status,
    source: { type: 'card', scheme: 'Visa', last4: '4242', expiry_month: 12, expiry_year: 2030, bin: '424242', card_type: 'CREDIT' },
    customer: p.customer, metadata: p.metadata, processing_channel_id: p.processing_channel_id,
    balances: {
      total_authorized: p.approved ? p.amount : 0, total_captured: captured, total_refunded: p.refunded,
      available_to_capture: p.status === 'Authorized' ? p.amount : 0, available_to_refund: captured - p.refunded, available_to_void: p.status === 'Authorized' ? p.amount : 0,
    },
    risk: { flagged: false },
    _links: { self: { href: `${baseUrl}/payments/${p.id}` }, actions: { href: `${baseUrl}/payments/${p.id}/actions` } },
  };
}

/** GET /hosted-payments/{id}'s body for a session. */
export function sessionView(s: DoubleSession, baseUrl: string) {
  const r = s.request;
  return {
    id: s.id, status: s.status, ...(s.paymentId ? { payment_id: s.paymentId } : {}),
    amount: r.amount, currency: r.currency, reference: r.reference, description: r.description,
    customer: r.customer, billing: r.billing, metadata: r.metadata ?? {}, locale: r.locale,
    success_url: r.success_url, cancel_url: r.cancel_url, failure_url: r.failure_url,
    _links: {
      self: { href: `${baseUrl}/hosted-payments/${s.id}` },
      redirect: { href: `${baseUrl}/page/${s.id}` },
      ...(s.paymentId ? { payment: { href: `${baseUrl}/payments/${s.paymentId}` } } : {}),
    },
  };
}
