import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { COMPANY_NAME } from '@/lib/config/company';
import type { Locale } from '@/lib/config/business';
import { publicOrigin } from '@/lib/http/forwarded.mjs';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { payments, quotes } from '../db/schema';
import { deliveryLog as log } from '../delivery/log';
import { HttpError } from '../http';
import type { GatewayOutcome, PaymentGateway } from './gateway/gateway';
import { settlePayment, type Settlement } from './settle';
import type { PaymentRow } from './tx';

/**
 * Payments through a card gateway's hosted page (Checkout.com). The portal never sees the card: it
 * opens a hosted session for the server's own amount, sends the browser there, and learns the
 * outcome from the gateway itself (asked server to server, or told by a signed webhook), never from
 * the URL the browser comes back with. Whatever says it first settles the payment in settlePayment's
 * one transaction; the others find it settled. Money taken for a contract that cannot be issued
 * goes back (refund).
 */

/** How long the result page's polls leave the gateway alone after it was last asked. */
export const GATEWAY_ASK_EVERY_MS = 3_000;

const unavailable = () => new HttpError(503, 'payment_unavailable', 'The payment service is not answering. Please try again in a few minutes.');

/** Where the gateway sends the browser back: the result page, which asks the backend; `cancelled` only says the customer pressed back. */
function returnUrls(paymentId: string, lang: Locale) {
  const origin = publicOrigin();
  if (!origin) throw new Error('PUBLIC_ORIGIN must be set for a payment gateway to send customers back');
  const result = `${origin}/${lang}/payment-result?paymentId=${encodeURIComponent(paymentId)}`;
  return { success: result, failure: result, cancel: `${result}&cancelled=1` };
}

/**
 * The hosted page of a pending payment's current attempt: the one already opened, or a new session
 * for the amount the server holds. Two starts at once may both open one; the first stored wins and
 * the other is never shown (an unused session lapses on its own).
 */
export async function hostedPageOf(db: Db, gateway: PaymentGateway, payment: PaymentRow, user: UserRow, lang: Locale): Promise<string> {
  if (payment.gatewayRef && payment.gatewayRedirect) return payment.gatewayRedirect;
  const [quote] = await db.select({ kind: quotes.kind }).from(quotes).where(eq(quotes.id, payment.quoteId)).limit(1);
  let created: { gatewayRef: string; redirectUrl: string };
  try {
    created = await gateway.createHostedPayment({
      paymentId: payment.id,
      amountFils: payment.amountFils,
      currency: 'JOD',
      lang,
      customer: { email: user.email, name: lang === 'ar' ? user.nameAr : user.nameEn },
      description: `${COMPANY_NAME.en}: ${quote?.kind ?? 'insurance'}`,
      returnUrls: returnUrls(payment.id, lang),
    });
  } catch (error) {
    log('error', 'payment.session_failed', { payment: payment.id, error: String(error) });
    throw unavailable();
  }
  const [stored] = await db.update(payments)
    .set({ gateway: gateway.name, gatewayRef: created.gatewayRef, gatewayRedirect: created.redirectUrl })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending'), eq(payments.attempts, payment.attempts), isNull(payments.gatewayRef)))
    .returning();
  if (stored) return created.redirectUrl;
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
  if (current?.gatewayRedirect) return current.gatewayRedirect;
  throw unavailable();
}

const FAILURE: Record<Exclude<GatewayOutcome['state'], 'paid' | 'pending'>, Extract<Settlement, { outcome: 'failed' }>['reason']> = {
  declined: 'declined', cancelled: 'cancelled', expired: 'expired',
};

/** Gives back money the gateway took that bought nothing; the reference is also the gateway's idempotency key, so a repeat pays nothing twice. */
async function refundTaken(db: Db, gateway: PaymentGateway, paymentId: string, gatewayPaymentId: string, amountFils: number): Promise<void> {
  try {
    const { refundId } = await gateway.refund(gatewayPaymentId, amountFils, `refund-${gatewayPaymentId}`);
    await db.update(payments).set({ refundId }).where(and(eq(payments.id, paymentId), eq(payments.gatewayPaymentId, gatewayPaymentId)));
    log('info', 'payment.refunded', { payment: paymentId, gatewayPaymentId, refundId });
  } catch (error) {
    // Logged for the finance desk; the reconciliation job does not retry a refund by itself.
    log('error', 'payment.refund_failed', { payment: paymentId, gatewayPaymentId, error: String(error) });
  }
}

/**
 * Records what the gateway says became of a payment. Paid (for exactly the held amount in JOD):
 * the contract is issued in settlePayment's transaction, even when the attempt had been given up
 * (the customer paid after all, e.g. in a tab left open): money taken gives a contract or comes back.
 * Declined, cancelled or expired: a pending attempt fails and may be tried again. Pending: nothing.
 */
export async function applyOutcome(db: Db, gateway: PaymentGateway, payment: PaymentRow, outcome: GatewayOutcome, now: Date): Promise<PaymentRow> {
  if (outcome.state === 'pending') return payment;
  if (outcome.state !== 'paid') {
    if (payment.status !== 'pending') return payment;
    return (await settlePayment(db, payment.id, { outcome: 'failed', reason: FAILURE[outcome.state] }, now, ['pending'])) ?? payment;
  }
  const taken = outcome.gatewayPaymentId;
  if (outcome.currency !== 'JOD' || outcome.amountFils !== payment.amountFils) {
    log('error', 'payment.amount_mismatch', { payment: payment.id, gatewayPaymentId: taken, amount: outcome.amountFils, currency: outcome.currency, expected: payment.amountFils });
    await refundTaken(db, gateway, payment.id, taken, outcome.amountFils);
    return payment;
  }
  if (payment.status === 'paid') {
    // A second payment for a contract already issued (two sessions, both paid): it goes back.
    if (payment.gatewayPaymentId && payment.gatewayPaymentId !== taken) await refundTaken(db, gateway, payment.id, taken, outcome.amountFils);
    return payment;
  }
  // The gateway payment this attempt is about; a failed one already settled with it (refused, refunded) is not tried again.
  if (payment.status === 'failed' && payment.gatewayPaymentId === taken) return payment;
  await db.update(payments).set({ gatewayPaymentId: taken, ...(outcome.cardLast4 ? { cardLast4: outcome.cardLast4 } : {}) })
    .where(and(eq(payments.id, payment.id), or(isNull(payments.gatewayPaymentId), eq(payments.status, 'failed'))));
  const settled = await settlePayment(db, payment.id, { outcome: 'paid' }, now, ['pending', 'processing', 'failed']);
  if (settled?.status === 'failed') await refundTaken(db, gateway, payment.id, taken, outcome.amountFils);
  return settled ?? payment;
}

/** Asks the gateway about a payment's current attempt and records the answer; a gateway that does not answer leaves it as it is. */
export async function verifyWithGateway(db: Db, gateway: PaymentGateway, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  if (!payment.gatewayRef) return payment;
  let outcome: GatewayOutcome;
  try {
    outcome = await gateway.verify({ gatewayRef: payment.gatewayRef });
  } catch (error) {
    log('warn', 'payment.verify_failed', { payment: payment.id, error: String(error) });
    return payment;
  }
  return applyOutcome(db, gateway, payment, outcome, now);
}

/**
 * The result page's poll: a pending gateway payment is verified, at most once every
 * GATEWAY_ASK_EVERY_MS whatever the number of tabs and servers (the claim is one conditional update).
 */
export async function verifyWhenDue(db: Db, gateway: PaymentGateway, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  if (payment.status !== 'pending' || !payment.gatewayRef) return payment;
  const [claimed] = await db.update(payments).set({ gatewayCheckedAt: now })
    .where(and(eq(payments.id, payment.id), or(isNull(payments.gatewayCheckedAt), lt(payments.gatewayCheckedAt, new Date(now.getTime() - GATEWAY_ASK_EVERY_MS)))))
    .returning();
  return claimed ? verifyWithGateway(db, gateway, claimed, now) : payment;
}
