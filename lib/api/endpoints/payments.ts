import { z } from 'zod';
import { acceptTermsSchema, cardSchema, startPaymentSchema } from '@/lib/validation/payment';
import { endpoint } from '../define';
import { policyLines } from './policies';

/**
 * The portal's additions to spec §7 for card payment (the spec names only "a card payment redirect
 * URL"). A payment belongs to one quote; the quote id is its idempotency key.
 */
export const paymentSchema = z.object({
  payment_id: z.string(),
  quote_id: z.string(),
  kind: z.string(),
  line: z.enum(policyLines),
  /** pending: waiting for the card; processing: waiting for the card network; paid; failed. */
  status: z.enum(['pending', 'processing', 'paid', 'failed']),
  failure_reason: z.enum(['declined', 'failed', 'cancelled', 'expired', 'unavailable', 'superseded', 'duplicate_cover', 'plate_taken']).nullable(),
  amount: z.number().nonnegative(),
  currency: z.literal('JOD'),
  merchant: z.string(),
  card_last4: z.string().nullable(),
  quote_valid_until: z.iso.datetime(),
  /** A failed payment whose quote is still open can be tried again with POST /payment/start (a superseded one goes on with the newer payment instead). */
  can_retry: z.boolean(),
  /** A superseded payment: the newer payment of the same purchase, while it is not failed. */
  newer_payment_id: z.string().nullable(),
  /** Where that newer payment is paid. */
  newer_pay_url: z.string().nullable(),
  /** The terms the customer accepted on the summary when starting it; a new attempt sends them again. */
  terms_accepted: acceptTermsSchema.nullable(),
  /** The contract issued (or renewed) by this payment, once paid. */
  policy: z.object({ id: z.number().int(), line: z.enum(policyLines), contract_number: z.string() }).nullable(),
  /** While pending: where the customer goes on paying (the gateway's hosted page, or the portal's test page). */
  pay_url: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Starts (or finds) the payment of a quote and answers where to send the browser: the card
 * gateway's hosted page (a session opened for the server's amount), the configured PAYMENT_URL
 * (demo only), or the portal's test payment page `/{lang}/pay/{payment_id}`. Calling it again for
 * the same quote answers the same payment; after a failure it opens a new attempt. `accept_terms`
 * names the quote's terms document and version the customer ticked: without it 400
 * terms_not_accepted; not the current ones 409 terms_changed (with `terms`, the current ones).
 */
export const startPayment = endpoint({
  method: 'POST', path: '/payment/start', body: startPaymentSchema,
  response: z.object({ payment_id: z.string(), status: paymentSchema.shape.status, redirect_url: z.string() }),
});

/** The payment's state as the backend knows it: the result page reads only this, never its own URL. */
export const getPayment = endpoint({ method: 'GET', path: '/payment/{id}', response: paymentSchema });

/** The hosted payment page's submit: the card is checked, charged once, and on approval the contract issued. */
export const payByCard = endpoint({ method: 'POST', path: '/payment/{id}/card', body: cardSchema, response: paymentSchema });

/** The hosted payment page's cancel link: the payment fails as cancelled; nothing is issued. */
export const cancelPayment = endpoint({ method: 'POST', path: '/payment/{id}/cancel', response: paymentSchema });

/**
 * The card gateway's webhook (Checkout.com's Cko-Signature over the raw body): sent by the gateway's
 * server, with no session; a forged, altered or stale one is refused (401, 400) and changes nothing.
 * A payment it names is settled as the gateway says, once however often it is sent.
 */
export const paymentWebhook = endpoint({
  method: 'POST', path: '/payment/gateway-webhook', auth: false, binary: true, maxBodyBytes: 64 * 1024,
  response: z.object({ received: z.literal(true) }),
});
