import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewayCaptures, payments, quotes } from '../db/schema';
import { deliveryLog as log } from '../messages';
import type { PaidOutcome, PaymentGateway } from './gateway/gateway';
import { settlePaymentIn } from './settle';
import { siblingPaidSince } from './supersede';
import { lockCustomer, type PaymentRow, type Tx } from '../db/tx';

/**
 * Money a card gateway took for a payment: every capture it reports (by webhook, by the result
 * page's poll, by the reconciliation job, from any of the payment's hosted sessions) is recorded
 * once in gateway_captures, and its fate is decided in the transaction that settles the payment,
 * under the customer's lock: the capture that issues the contract is `issued`; any other is
 * `refund_due` until the gateway accepts its refund. So of two sessions paid together, whatever
 * the order of their webhooks and polls, one issues and the other goes back.
 */

type Capture = typeof gatewayCaptures.$inferSelect;
type Fate = Capture['fate'];

/** A refund that was asked for and not accepted is asked again after this long (the reconciliation job). */
export const REFUND_RETRY_MS = 60_000;
const REFUND_BATCH = 20;

/**
 * What a new capture is for. Not the quote's amount in JOD: it goes back. The payment is already
 * paid by another capture: it goes back. A payment that failed (superseded, cancelled) while another
 * payment of the same product was paid since it started: the contract is that one's, it goes back.
 * Otherwise the money taken gives the contract, as settlePayment decides (a second cover not
 * confirmed or a renewal made twice is refused there, and the capture goes back).
 */
async function decide(tx: Tx, payment: PaymentRow, outcome: PaidOutcome, now: Date): Promise<{ fate: Fate; payment: PaymentRow }> {
  const taken = outcome.gatewayPaymentId;
  if (outcome.currency !== 'JOD' || outcome.amountFils !== payment.amountFils) {
    log('error', 'payment.amount_mismatch', { payment: payment.id, gatewayPaymentId: taken, amount: outcome.amountFils, currency: outcome.currency, expected: payment.amountFils });
    return { fate: 'refund_due', payment };
  }
  // A payment paid before captures were recorded one by one (or demo-paid) names its capture itself.
  if (payment.status === 'paid') return { fate: payment.gatewayPaymentId === taken ? 'issued' : 'refund_due', payment };
  if (payment.status === 'failed') {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, payment.quoteId));
    if (quote && await siblingPaidSince(tx, payment, quote)) return { fate: 'refund_due', payment };
  }
  await tx.update(payments).set({ gatewayPaymentId: taken, ...(outcome.cardLast4 ? { cardLast4: outcome.cardLast4 } : {}) }).where(eq(payments.id, payment.id));
  const settled = await settlePaymentIn(tx, payment.id, { outcome: 'paid' }, now, ['pending', 'processing', 'failed']);
  if (!settled) return { fate: 'refund_due', payment };
  return { fate: settled.status === 'paid' && settled.gatewayPaymentId === taken ? 'issued' : 'refund_due', payment: settled };
}

/** Asks the gateway to give a capture back; its reference is also the idempotency key, so a repeat pays nothing twice. Marked refunded only once accepted. */
async function refundCapture(db: Db, gateway: PaymentGateway, capture: Capture, now: Date): Promise<void> {
  const { gatewayPaymentId, paymentId } = capture;
  try {
    const { refundId } = await gateway.refund(gatewayPaymentId, capture.amount, `refund-${gatewayPaymentId}`);
    await db.update(gatewayCaptures).set({ fate: 'refunded', refundId, updatedAt: now })
      .where(and(eq(gatewayCaptures.gatewayPaymentId, gatewayPaymentId), eq(gatewayCaptures.fate, 'refund_due')));
    await db.update(payments).set({ refundId }).where(and(eq(payments.id, paymentId), eq(payments.gatewayPaymentId, gatewayPaymentId)));
    log('info', 'payment.refunded', { payment: paymentId, gatewayPaymentId, refundId });
  } catch (error) {
    // Asked again by the reconciliation job (retryDueRefunds) until the gateway accepts it.
    log('error', 'payment.refund_failed', { payment: paymentId, gatewayPaymentId, error: String(error) });
  }
}

/**
 * Records a capture the gateway reports for a payment and settles what it decides, exactly once: a
 * capture already recorded changes nothing (a refund still due is the reconciliation job's to ask
 * again). A capture newly due for refund is refunded at once. Answers the payment as it now stands.
 */
export async function recordCapture(db: Db, gateway: PaymentGateway, paymentId: string, outcome: PaidOutcome, now: Date): Promise<PaymentRow | null> {
  const decided = await db.transaction(async (tx) => {
    const [owner] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, paymentId));
    if (!owner) return null;
    // The customer first, then the payment: the order every buying transaction locks in (tx.ts), so two captures of one purchase are decided one after the other.
    await lockCustomer(tx, owner.userId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return null;
    const [known] = await tx.select().from(gatewayCaptures).where(eq(gatewayCaptures.gatewayPaymentId, outcome.gatewayPaymentId));
    if (known) return { payment, capture: null };
    const { fate, payment: after } = await decide(tx, payment, outcome, now);
    const [capture] = await tx.insert(gatewayCaptures).values({
      gatewayPaymentId: outcome.gatewayPaymentId, paymentId, amount: outcome.amountFils, currency: outcome.currency, fate,
      refundAskedAt: fate === 'refund_due' ? now : null, createdAt: now, updatedAt: now,
    }).returning();
    return { payment: after, capture: capture ?? null };
  });
  if (decided?.capture?.fate === 'refund_due') await refundCapture(db, gateway, decided.capture, now);
  return decided?.payment ?? null;
}

/**
 * Asks again for the refunds the gateway did not accept, each at most once every REFUND_RETRY_MS
 * whatever the number of servers (claimed in one statement, FOR UPDATE SKIP LOCKED). Answers how many were asked.
 */
export async function retryDueRefunds(db: Db, gateway: PaymentGateway, now: Date): Promise<number> {
  const due = db.select({ id: gatewayCaptures.gatewayPaymentId }).from(gatewayCaptures)
    .where(and(eq(gatewayCaptures.fate, 'refund_due'), or(isNull(gatewayCaptures.refundAskedAt), lt(gatewayCaptures.refundAskedAt, new Date(now.getTime() - REFUND_RETRY_MS)))))
    .orderBy(asc(gatewayCaptures.refundAskedAt)).limit(REFUND_BATCH).for('update', { skipLocked: true });
  const claimed = await db.update(gatewayCaptures).set({ refundAskedAt: now })
    .where(inArray(gatewayCaptures.gatewayPaymentId, sql`(${due})`)).returning();
  for (const capture of claimed) await refundCapture(db, gateway, capture, now);
  return claimed.length;
}
