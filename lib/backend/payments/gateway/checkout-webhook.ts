import { SIGNATURE_HEADER, validCheckoutSignature } from './checkout-signature';
import { outcomeOfEvent, type CheckoutEventData } from './checkout-status';
import { WebhookRejected, type ParsedWebhook } from './gateway';

/**
 * Reading a Checkout.com webhook (https://www.checkout.com/docs/workflows/webhook-event-types):
 * `{id: "evt_…", type, version, created_on, data: {id: "pay_…", reference, amount, currency,
 * metadata, response_summary, …}}`. The signature is checked first, over the raw bytes, before the
 * body is even parsed; then its shape; then its age. The signature covers no timestamp of its own,
 * so `created_on` (inside the signed body) is what bounds how long a captured webhook can be
 * replayed. Parsing is a pure function of the bytes: a replay gives the same eventId and outcome.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The portal payment an event is about: its `reference`, which must agree with `metadata.payment_id` when both are there. */
function portalPaymentId(data: Record<string, unknown>): string {
  const reference = typeof data.reference === 'string' && data.reference !== '' ? data.reference : null;
  const metadata = isObject(data.metadata) ? data.metadata : {};
  const fromMetadata = typeof metadata.payment_id === 'string' && metadata.payment_id !== '' ? metadata.payment_id : null;
  if (reference && fromMetadata && reference !== fromMetadata) throw new WebhookRejected('malformed', 'The event reference and metadata.payment_id disagree');
  const id = reference ?? fromMetadata;
  if (!id) throw new WebhookRejected('malformed', 'The event names no portal payment (no reference, no metadata.payment_id)');
  return id;
}

/** Verifies and reads one webhook; throws WebhookRejected('signature' | 'malformed' | 'stale'). */
export function parseCheckoutWebhook(rawBody: Buffer, headers: Headers, now: Date, secret: string, toleranceMs: number): ParsedWebhook {
  if (!validCheckoutSignature(rawBody, headers.get(SIGNATURE_HEADER), secret)) {
    throw new WebhookRejected('signature', 'The Cko-Signature header is missing or does not match the body');
  }
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('malformed', 'The body is not JSON');
  }
  if (!isObject(event) || typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.created_on !== 'string' || !isObject(event.data)) {
    throw new WebhookRejected('malformed', 'The event lacks id, type, created_on or data');
  }
  const createdAt = Date.parse(event.created_on);
  if (Number.isNaN(createdAt)) throw new WebhookRejected('malformed', 'created_on is not a date');
  // Either way: an event from the future past the tolerance is as suspect as an old one.
  if (Math.abs(now.getTime() - createdAt) > toleranceMs) {
    throw new WebhookRejected('stale', `The event was created at ${event.created_on}, outside the ${toleranceMs} ms tolerance`);
  }
  const paymentId = portalPaymentId(event.data);
  return { paymentId, eventId: event.id, outcome: outcomeOfEvent(event.type, event.data as CheckoutEventData) };
}
