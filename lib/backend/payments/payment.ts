import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CARD_ATTEMPT_LIMIT } from '@/lib/config/security';
import { isProduction } from '@/lib/config/production';
import type { z } from 'zod';
import type { AcceptTerms, cardSchema } from '@/lib/validation/payment';
import type { Locale } from '@/lib/config/business';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { HttpError } from '../http';
import { enforceRateLimit } from '../limits/rate-limit';
import { configuredGateway } from './gateway/configured';
import { verifyWithGateway } from './hosted';
import { quoteDocuments } from '../contracts';
import { assertDocumentsFree } from '../uploads';
import { assertMayBuy, quoteExpired, quoteOf } from './quotes';
import { settlePayment } from './settle';
import { supersedeOlderPayments } from './supersede';
import { keptAcceptance, termsAccepted } from './terms';
import { cardOutcome, DELAYED_FAILURE_MS } from './test-cards';
import { lockCustomer, type PaymentRow } from '../db/tx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const paymentNotFound = () => new HttpError(404, 'payment_not_found', 'No such payment');
const quoteNotFound = () => new HttpError(404, 'quote_not_found', 'No such quotation');
const quoteExpiredError = () => new HttpError(409, 'quote_expired', 'This price has expired. Please start again to get a new price.');

/** One of the user's payments; anyone else's is not found. */
export async function paymentOf(db: Db, userId: number, id: string): Promise<PaymentRow> {
  // Ids are UUIDs; anything else (a NUL, 300 characters) names no payment and never reaches the database.
  if (!UUID.test(id)) throw paymentNotFound();
  const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId))).limit(1);
  if (!row) throw paymentNotFound();
  return row;
}

export interface PaymentStart {
  quoteId: string;
  /** The terms ticked on the summary; refused when absent or not the current ones (terms.ts). */
  acceptTerms: AcceptTerms | null | undefined;
  /** The language of the summary, recorded with the acceptance. */
  lang: Locale;
}

/**
 * Starts the payment of a quote, or answers the one it already has (the quote id is UNIQUE on
 * payments: two tabs or a replay find the same row). Every start carries the acceptance of the
 * quote's current terms; the payment records it when it is made (a replay changes nothing) and the
 * contract it issues copies it (settle.ts). A failed payment whose quote is still open gets a new
 * attempt; an expired quote cannot be paid. Under the customer's lock, the payment started
 * supersedes their older unpaid ones for the same product (supersede.ts); through a gateway, when
 * its hosted page is opened (hosted.ts).
 */
export async function startQuotePayment(db: Db, user: UserRow, start: PaymentStart, now: Date): Promise<PaymentRow> {
  assertMayBuy(user);
  const quote = await quoteOf(db, user.id, start.quoteId);
  if (!quote) throw quoteNotFound();
  const acceptance = termsAccepted(quote, start.acceptTerms, start.lang, now);
  const [existing] = await db.select().from(payments).where(eq(payments.quoteId, quote.id)).limit(1);
  if (existing && existing.status !== 'failed') return existing;
  if (quote.status !== 'open' || quoteExpired(quote, now)) throw quoteExpiredError();
  // A document another quote's contract took since this quote was held: said before any card is asked (issuing checks again).
  await assertDocumentsFree(db, user.id, quoteDocuments(quote));
  return db.transaction(async (tx) => {
    await lockCustomer(tx, user.id);
    if (existing) {
      await tx.update(payments)
        .set({
          status: 'pending', failureReason: null, cardLast4: null, attempts: sql`${payments.attempts} + 1`, updatedAt: now,
          // A new attempt opens its own hosted session at the gateway.
          gatewayRef: null, gatewayRedirect: null, gatewayPaymentId: null, gatewayCheckedAt: null,
          termsAcceptance: keptAcceptance(existing.termsAcceptance, acceptance),
        })
        .where(and(eq(payments.id, existing.id), eq(payments.status, 'failed')));
    } else {
      await tx.insert(payments).values({ id: randomUUID(), quoteId: quote.id, userId: user.id, amountFils: quote.amountFils, termsAcceptance: acceptance, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: payments.quoteId });
    }
    const [row] = await tx.select().from(payments).where(eq(payments.quoteId, quote.id)).limit(1);
    // Through a gateway, only once the new hosted page exists (hosted.ts): a start it cannot open gives nothing up.
    if (row!.status === 'pending' && !configuredGateway()) await supersedeOlderPayments(tx, quote, row!, now);
    return row!;
  });
}

/**
 * A delayed answer of the card network arrives when its time has come: the first read after
 * `decide_at` settles it (settlePayment makes a second read a no-op).
 */
export async function settleIfDue(db: Db, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  if (payment.status !== 'processing' || !payment.decideAt || payment.decideAt > now || !payment.pendingOutcome) return payment;
  const settlement = payment.pendingOutcome === 'paid' ? { outcome: 'paid' as const } : { outcome: 'failed' as const, reason: 'failed' as const };
  return (await settlePayment(db, payment.id, settlement, now)) ?? payment;
}

/**
 * The hosted page's submit. The payment is claimed in one conditional update (pending → processing),
 * so of two submits, doubled clicks or replays only one charges the card; the others answer the
 * payment as it stands. Then the outcome is settled: approved issues the contract in settlePayment's
 * transaction, declined fails it, the delayed card fails it later.
 */
export async function payQuoteByCard(db: Db, user: UserRow, paymentId: string, card: z.output<typeof cardSchema>, now: Date): Promise<PaymentRow> {
  // The test cards decide this page's outcomes: no card is charged here, so production (and a portal with a real gateway) has no such page.
  if (isProduction() || configuredGateway()) throw new HttpError(404, 'not_found', 'No such endpoint');
  const payment = await paymentOf(db, user.id, paymentId);
  if (payment.status !== 'pending') return settleIfDue(db, payment, now);
  const [claimed] = await db.update(payments)
    .set({ status: 'processing', cardLast4: card.card_number.slice(-4), updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'))).returning();
  if (!claimed) return paymentOf(db, user.id, paymentId);
  // Only a submit that would charge counts (doubled clicks do not); over the limit, the claim is given back.
  try {
    await enforceRateLimit(db, `card:user:${user.id}`, CARD_ATTEMPT_LIMIT, now);
  } catch (error) {
    await db.update(payments).set({ status: 'pending', cardLast4: null }).where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
    throw error;
  }

  const quote = await quoteOf(db, user.id, claimed.quoteId);
  if (!quote || quoteExpired(quote, now) || user.blackList) {
    return (await settlePayment(db, paymentId, { outcome: 'failed', reason: 'expired' }, now))!;
  }
  const outcome = cardOutcome(card.card_number);
  if (outcome === 'approved') return (await settlePayment(db, paymentId, { outcome: 'paid' }, now))!;
  if (outcome === 'declined') return (await settlePayment(db, paymentId, { outcome: 'failed', reason: 'declined' }, now))!;
  const [waiting] = await db.update(payments)
    .set({ pendingOutcome: 'failed', decideAt: new Date(now.getTime() + DELAYED_FAILURE_MS), updatedAt: now })
    .where(eq(payments.id, paymentId)).returning();
  return waiting!;
}

/**
 * The cancel link: a payment still waiting for its card fails as cancelled; anything else stays as it
 * is. Through a gateway the customer only came back from its page: the gateway is asked first, and
 * only a payment it holds nothing for is cancelled (one it took is issued, see hosted.ts).
 */
export async function cancelQuotePayment(db: Db, user: UserRow, paymentId: string, now: Date): Promise<PaymentRow> {
  let payment = await paymentOf(db, user.id, paymentId);
  const gateway = configuredGateway();
  if (gateway && payment.gatewayRef && payment.status === 'pending') payment = await verifyWithGateway(db, gateway, payment, now);
  if (payment.status !== 'pending') return settleIfDue(db, payment, now);
  return (await settlePayment(db, paymentId, { outcome: 'failed', reason: 'cancelled' }, now, ['pending'])) ?? payment;
}
