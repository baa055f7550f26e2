import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { COMPANY_NAME } from '@/lib/config/company';
import type { Locale } from '@/lib/config/business';
import { publicOrigin } from '@/lib/config/forwarded.mjs';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { payments, quotes } from '../db/schema';
import { deliveryLog as log } from '../messages';
import { HttpError } from '../http';
import { CAPTURE_WATCH_MS } from '@/lib/config/payment-gateway';
import { recordCapture } from './captures';
import type { GatewayOutcome, PaidOutcome, PaymentGateway } from './gateway/gateway';
import { settlePayment, type Settlement } from './settle';
import { supersedeOlderPayments } from './supersede';
import { lockCustomer, type PaymentRow } from '../db/tx';

/**
 * Payments through a card gateway's hosted page (Checkout.com). The portal never sees the card: it
 * opens a hosted session for the server's own amount, sends the browser there, and learns the
 * outcome from the gateway itself (asked server to server, or told by a signed webhook), never from
 * the URL the browser comes back with. Whatever says it first settles the payment in settlePayment's
 * one transaction; the others find it settled. Every capture is either the one that issued the
 * contract or goes back (captures.ts).
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
export async function hostedPageOf(db: Db, gateway: PaymentGateway, payment: PaymentRow, user: UserRow, lang: Locale, now: Date): Promise<string> {
  if (payment.gatewayRef && payment.gatewayRedirect) return payment.gatewayRedirect;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, payment.quoteId)).limit(1);
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
  // Only now that the new page exists are the customer's older pages of the same product given up (supersede.ts).
  const stored = await db.transaction(async (tx) => {
    await lockCustomer(tx, payment.userId);
    const [row] = await tx.update(payments)
      .set({ gateway: gateway.name, gatewayRef: created.gatewayRef, gatewayRedirect: created.redirectUrl, gatewayOpenedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending'), eq(payments.attempts, payment.attempts), isNull(payments.gatewayRef)))
      .returning();
    if (row && quote) await supersedeOlderPayments(tx, quote, row, now);
    return row;
  });
  if (stored) return created.redirectUrl;
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
  if (current?.gatewayRedirect) return current.gatewayRedirect;
  throw unavailable();
}

const FAILURE: Record<Exclude<GatewayOutcome['state'], 'paid' | 'pending'>, Extract<Settlement, { outcome: 'failed' }>['reason']> = {
  declined: 'declined', cancelled: 'cancelled', expired: 'expired',
};

/**
 * Records what the gateway says became of a payment. Paid: the capture is recorded and decided once
 * (captures.ts): it issues the contract, even when the attempt had been given up (the customer paid
 * after all, in a tab left open), unless the purchase was paid otherwise or the amount is not the
 * quote's, and then it goes back. Declined, cancelled or expired: a pending attempt fails and may
 * be tried again. Pending: nothing.
 */
export async function applyOutcome(db: Db, gateway: PaymentGateway, payment: PaymentRow, outcome: GatewayOutcome, now: Date): Promise<PaymentRow> {
  if (outcome.state === 'pending') return payment;
  if (outcome.state !== 'paid') {
    if (payment.status !== 'pending') return payment;
    return (await settlePayment(db, payment.id, { outcome: 'failed', reason: FAILURE[outcome.state] }, now, ['pending'])) ?? payment;
  }
  return (await recordCapture(db, gateway, payment.id, outcome, now)) ?? payment;
}

/** Whether a payment's hosted sessions may still take money, so the gateway is asked for its captures. */
export function watchingCaptures(payment: PaymentRow, now: Date): boolean {
  return payment.gatewayOpenedAt !== null && now.getTime() - payment.gatewayOpenedAt.getTime() < CAPTURE_WATCH_MS;
}

/**
 * Asks the gateway what became of a payment and records the answer; a gateway that does not answer
 * leaves it as it is. A pending payment's current session says whether its attempt failed; every
 * capture under the payment's reference (all its sessions: a tab left open on an older attempt)
 * is recorded while its sessions may still take money.
 */
export async function verifyWithGateway(db: Db, gateway: PaymentGateway, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  let current = payment;
  const seen = new Set<string>();
  if (payment.status === 'pending' && payment.gatewayRef) {
    try {
      const outcome = await gateway.verify({ gatewayRef: payment.gatewayRef });
      if (outcome.state === 'paid') seen.add(outcome.gatewayPaymentId);
      current = await applyOutcome(db, gateway, payment, outcome, now);
    } catch (error) {
      log('warn', 'payment.verify_failed', { payment: payment.id, error: String(error) });
      return payment;
    }
  }
  if (!watchingCaptures(payment, now)) return current;
  let captures: PaidOutcome[];
  try {
    captures = await gateway.capturesOf(payment.id);
  } catch (error) {
    log('warn', 'payment.verify_failed', { payment: payment.id, error: String(error) });
    return current;
  }
  for (const capture of captures) {
    if (!seen.has(capture.gatewayPaymentId)) current = (await recordCapture(db, gateway, payment.id, capture, now)) ?? current;
  }
  return current;
}

/**
 * The result page's poll: the gateway is asked about a pending payment, or one whose sessions may
 * still take money (the old tab paid too comes back here), at most once every GATEWAY_ASK_EVERY_MS
 * whatever the number of tabs and servers (the claim is one conditional update).
 */
export async function verifyWhenDue(db: Db, gateway: PaymentGateway, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  if (!payment.gatewayRef || (payment.status !== 'pending' && !watchingCaptures(payment, now))) return payment;
  const [claimed] = await db.update(payments).set({ gatewayCheckedAt: now })
    .where(and(eq(payments.id, payment.id), or(isNull(payments.gatewayCheckedAt), lt(payments.gatewayCheckedAt, new Date(now.getTime() - GATEWAY_ASK_EVERY_MS)))))
    .returning();
  return claimed ? verifyWithGateway(db, gateway, claimed, now) : payment;
}
