import { checkoutSignature } from './checkout-signature';
import { checkoutId, type DoublePayment } from './test-checkout-state';

/**
 * Webhook events as Checkout.com sends them (shape of
 * https://www.checkout.com/docs/workflows/webhook-event-types/payment_approved), signed with the
 * workflow's key in Cko-Signature, for the double's `webhook` and `signedEvent` controls. A tampered
 * event is signed first and changed afterwards, as an attacker on the way would have to.
 */

export interface EventOptions {
  secret: string;
  /** Changes the amount after signing: the signature no longer matches. */
  tamper?: boolean;
  /** created_on (default now): an old one makes a late or replayed webhook. */
  createdOn?: Date;
  /** Reuse an event id (default a new evt_…). */
  eventId?: string;
}

export interface SignedEvent {
  eventId: string;
  body: Buffer;
  headers: Headers;
}

function eventOf(payment: DoublePayment, type: string, eventId: string, createdOn: Date, baseUrl: string) {
  return {
    id: eventId,
    type,
    version: '1.0.29',
    created_on: createdOn.toISOString(),
    data: {
      id: payment.id,
      action_id: checkoutId('act'),
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      customer: { id: payment.customer.id, email: payment.customer.email },
      metadata: payment.metadata,
      payment_type: 'Regular',
      processed_on: createdOn.toISOString(),
      response_code: payment.response_code,
      response_summary: payment.response_summary,
      processing_channel_id: payment.processing_channel_id,
    },
    _links: {
      self: { href: `${baseUrl}/workflows/events/${eventId}` },
      payment: { href: `${baseUrl}/payments/${payment.id}` },
    },
  };
}

/** The bytes and headers of one event, signed (or tampered with after signing). */
export function signEvent(payment: DoublePayment, type: string, options: EventOptions, baseUrl: string): SignedEvent {
  const eventId = options.eventId ?? checkoutId('evt');
  const event = eventOf(payment, type, eventId, options.createdOn ?? new Date(), baseUrl);
  const signed = Buffer.from(JSON.stringify(event));
  const signature = checkoutSignature(signed, options.secret);
  const body = options.tamper ? Buffer.from(JSON.stringify({ ...event, data: { ...event.data, amount: event.data.amount + 1000 } })) : signed;
  const headers = new Headers({ 'Content-Type': 'application/json', 'Cko-Signature': signature });
  return { eventId, body, headers };
}
