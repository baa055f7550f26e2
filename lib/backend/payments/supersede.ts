import { and, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, quotes } from '../db/schema';
import type { PaymentRow, QuoteRow, Tx, Writer } from '../db/tx';
import { normalisePlate } from '@/lib/validation/plate';

/** The customer's quotes for the same product: the same kind; for a renewal the same contract renewed, for a car bought online the same car (plate). */
function sameProduct(quote: Pick<QuoteRow, 'userId' | 'kind' | 'inputs'>): SQL | undefined {
  const renewed = quote.kind === 'motor-renewal' ? (quote.inputs as { policy_id?: unknown }).policy_id : undefined;
  const sent = quote.kind === 'motor' ? (quote.inputs as { vehicle?: { plate_number?: unknown } }).vehicle?.plate_number : undefined;
  // Quotes keep the plate as the schema wrote it (normalisePlate): the same car is the same text.
  const plate = typeof sent === 'string' ? normalisePlate(sent) : sent;
  return and(
    eq(quotes.userId, quote.userId),
    eq(quotes.kind, quote.kind),
    renewed === undefined ? undefined : sql`${quotes.inputs}->'policy_id' = ${JSON.stringify(renewed)}::jsonb`,
    plate === undefined ? undefined : sql`${quotes.inputs}->'vehicle'->'plate_number' = ${JSON.stringify(plate)}::jsonb`,
  );
}

/**
 * Starting a payment fails the customer's other payments for the same product that still wait for
 * a card (Back to the summary and Pay again, a second tab): the page of an older one should no
 * longer be paid (paid all the same, captures.ts gives a contract if none was bought since, else the
 * money back). Through a gateway this happens only once the newer payment's hosted page exists
 * (hosted.ts): a start the gateway could not open leaves the older payment payable. A payment whose
 * card is already being charged (`processing`) is left to finish: if it issues, the newer one is
 * refused at issue as a second cover (overlap.ts), or as a renewal made twice.
 * Runs in the transaction that starts the payment or stores its hosted session, under the customer's lock.
 */
export async function supersedeOlderPayments(tx: Tx, quote: QuoteRow, newer: PaymentRow, now: Date): Promise<void> {
  await tx.update(payments)
    .set({ status: 'failed', failureReason: 'superseded', updatedAt: now })
    .where(and(
      eq(payments.userId, quote.userId),
      eq(payments.status, 'pending'),
      ne(payments.id, newer.id),
      inArray(payments.quoteId, tx.select({ id: quotes.id }).from(quotes).where(sameProduct(quote))),
    ));
}

/** For a superseded payment's page: the payment of the same product started since (or at the moment) it was superseded. */
export async function newerPaymentOf(db: Db, superseded: PaymentRow, quote: QuoteRow): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments)
    .innerJoin(quotes, eq(quotes.id, payments.quoteId))
    .where(and(sameProduct(quote), ne(payments.id, superseded.id), ne(payments.status, 'failed'), gte(payments.updatedAt, superseded.updatedAt)))
    .orderBy(desc(payments.updatedAt)).limit(1);
  return row?.payments ?? null;
}

/**
 * Whether another payment for the same product was paid since this one started: its contract is
 * that one's, so money a given-up attempt takes afterwards goes back rather than buying it twice.
 */
export async function siblingPaidSince(tx: Writer, payment: PaymentRow, quote: QuoteRow): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments)
    .innerJoin(quotes, eq(quotes.id, payments.quoteId))
    .where(and(sameProduct(quote), ne(payments.id, payment.id), eq(payments.status, 'paid'), gte(payments.paidAt, payment.createdAt)))
    .limit(1);
  return row !== undefined;
}
