import type { GatewayOutcome } from './gateway';

/**
 * How Checkout.com's payment statuses and webhook event types become the portal's outcomes. Only an
 * approved payment whose money is held or taken is `paid`; anything not known is `pending`, so a
 * status Checkout.com adds later never issues a contract by mistake.
 */

/** The fields of GET /payments/{id} the portal reads (the response has many more; no response_summary: that is on its actions and in the webhook). */
export interface CheckoutPayment {
  id: string;
  status: string;
  approved?: boolean;
  amount: number;
  currency: string;
  reference?: string;
  metadata?: Record<string, unknown>;
  source?: { last4?: string };
}

/** Statuses of a payment that was approved and whose amount is held or taken. */
const PAID = new Set(['Authorized', 'Captured', 'Partially Captured', 'Paid', 'Partially Refunded']);

/**
 * A payment's outcome. "Card Verified" is a zero-amount check that takes no money, so it is not paid
 * (a hosted page with an amount should never end there); "Refunded" and "Voided" gave the money back.
 */
export function outcomeOfPayment(payment: CheckoutPayment): GatewayOutcome {
  const { id, status } = payment;
  if (PAID.has(status)) {
    if (payment.approved !== true) return { state: 'pending' };
    const last4 = payment.source?.last4;
    return { state: 'paid', gatewayPaymentId: id, amountFils: payment.amount, currency: payment.currency, ...(typeof last4 === 'string' && /^\d{4}$/.test(last4) ? { cardLast4: last4 } : {}) };
  }
  if (status === 'Declined') return { state: 'declined', gatewayPaymentId: id, reason: 'declined' };
  if (status === 'Card Verified') return { state: 'declined', gatewayPaymentId: id, reason: 'card_verified_without_charge' };
  if (status === 'Canceled') return { state: 'cancelled', gatewayPaymentId: id, reason: 'canceled' };
  if (status === 'Voided' || status === 'Refunded') return { state: 'cancelled', gatewayPaymentId: id, reason: status.toLowerCase() };
  if (status === 'Expired') return { state: 'expired', gatewayPaymentId: id, reason: 'expired' };
  // Pending, Authentication Requested and the like: the customer or the issuer has not answered yet.
  return { state: 'pending' };
}

/** The `data` of a payment webhook event that the portal reads. */
export interface CheckoutEventData {
  id?: string;
  amount?: number;
  currency?: string;
  reference?: string;
  metadata?: Record<string, unknown>;
  response_summary?: string;
}

/**
 * A webhook event's outcome (https://www.checkout.com/docs/workflows/webhook-event-types):
 * payment_approved and payment_captured are paid; declines, cancellations and expiry fail; every
 * other event (refunds, disputes, pending...) changes nothing for the portal and reads as pending.
 */
export function outcomeOfEvent(type: string, data: CheckoutEventData): GatewayOutcome {
  const id = data.id ?? null;
  const declined = (reason: string): GatewayOutcome => ({ state: 'declined', gatewayPaymentId: id, reason });
  switch (type) {
    case 'payment_approved':
    case 'payment_captured':
      if (id === null || typeof data.amount !== 'number' || typeof data.currency !== 'string') return { state: 'pending' };
      return { state: 'paid', gatewayPaymentId: id, amountFils: data.amount, currency: data.currency };
    case 'payment_declined':
    case 'payment_authentication_failed':
    case 'payment_capture_declined':
      return declined(data.response_summary ?? type);
    case 'payment_canceled':
    case 'payment_voided':
      return { state: 'cancelled', gatewayPaymentId: id, reason: type };
    case 'payment_expired':
      return { state: 'expired', gatewayPaymentId: id, reason: type };
    default:
      return { state: 'pending' };
  }
}
