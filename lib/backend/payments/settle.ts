import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, policies, quotes } from '../db/schema';
import { issuerOf, notifyContractIssued } from '../contracts';
import { contractPriceOf, dropHoldsBought } from '../pricing';
import { coverOf, overlappingContract, recordOverlapConfirmed } from './overlap';
import { plateTakenAtIssue } from './plate-holder';
import { lockCustomer, type PaymentRow, type Tx } from '../db/tx';

export type Settlement = { outcome: 'paid' } | { outcome: 'failed'; reason: 'declined' | 'failed' | 'cancelled' | 'expired' };

/**
 * Records the outcome of a payment, exactly once. In one transaction: lock the payment row; if it is
 * already paid or failed (or not in `from`), do nothing (a replayed or doubled callback); on `paid`, issue the contract
 * through the quote's issuer, mark the payment paid with the contract's id (UNIQUE), close the quote,
 * and write the notification and the e-mail; the contract keeps the terms accepted on the payment and
 * the offer taken off the quote's price. Either all of it is written or none of it. A cover the
 * customer already holds for an overlapping period is not issued twice unless they confirmed it
 * (overlap.ts): checked here again, under the customer's lock, since another payment may have issued
 * one since the quote was held.
 */
export async function settlePayment(
  db: Db, paymentId: string, settlement: Settlement, now: Date,
  /** The states it may settle from: the cancel link only stops a payment no card was given for. */
  from: readonly PaymentRow['status'][] = ['pending', 'processing'],
): Promise<PaymentRow | null> {
  return db.transaction((tx) => settlePaymentIn(tx, paymentId, settlement, now, from));
}

/** settlePayment inside a transaction the caller holds (a capture is recorded in the same one: captures.ts). */
export async function settlePaymentIn(
  tx: Tx, paymentId: string, settlement: Settlement, now: Date, from: readonly PaymentRow['status'][] = ['pending', 'processing'],
): Promise<PaymentRow | null> {
  if (settlement.outcome === 'paid') {
    // The customer before the payment, the order every buying transaction locks in: issuing is one at a time per customer.
    const [owner] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, paymentId));
    if (owner) await lockCustomer(tx, owner.userId);
  }
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || !from.includes(payment.status)) return payment ?? null;

  if (settlement.outcome === 'failed') {
    const [failed] = await tx.update(payments)
      .set({ status: 'failed', failureReason: settlement.reason, pendingOutcome: null, decideAt: null, updatedAt: now })
      .where(eq(payments.id, paymentId)).returning();
    return failed ?? null;
  }

  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, payment.quoteId)).for('update');
  const issue = quote ? issuerOf(quote.kind) : undefined;
  if (!quote || !issue) throw new Error(`Payment ${paymentId}: no issuer for its quote`);
  const cover = coverOf(quote.kind, quote.inputs, now);
  const held = cover ? await overlappingContract(tx, quote.userId, cover) : null;
  const secondCoverRefused = held !== null && !quote.overlapConfirmed;
  // One car, one contract: another customer's car since the quote goes to a person (a gateway capture of it is refunded, captures.ts).
  const plateTaken = !secondCoverRefused && await plateTakenAtIssue(tx, quote, now);
  const contract = secondCoverRefused || plateTaken ? null : await issue(tx, quote, now);
  if (!contract) {
    // A second cover not confirmed, a car insured by another customer, or the issuer refused (a renewal that another payment already made): nothing is issued and the card is not charged.
    const failureReason = secondCoverRefused ? 'duplicate_cover' : plateTaken ? 'plate_taken' : 'unavailable';
    const [refused] = await tx.update(payments)
      .set({ status: 'failed', failureReason, pendingOutcome: null, decideAt: null, updatedAt: now })
      .where(eq(payments.id, paymentId)).returning();
    await tx.update(quotes).set({ status: 'paid' }).where(eq(quotes.id, quote.id));
    return refused ?? null;
  }
  // What the customer agreed to and was charged, kept with the contract: the terms accepted when the payment started, the offer in its price, the price lines.
  await tx.update(policies)
    .set({ termsAcceptance: payment.termsAcceptance, offerDiscount: quote.offerDiscount, priceLines: contractPriceOf(quote) })
    .where(eq(policies.id, contract.id));
  const [paid] = await tx.update(payments)
    .set({ status: 'paid', failureReason: null, pendingOutcome: null, decideAt: null, policyId: contract.id, paidAt: now, updatedAt: now })
    .where(eq(payments.id, paymentId)).returning();
  await tx.update(quotes).set({ status: 'paid' }).where(eq(quotes.id, quote.id));
  // Recorded only where a cover of the same kind was really held: a confirmation sent without one means nothing.
  if (held) await recordOverlapConfirmed(tx, contract.id);
  await notifyContractIssued(tx, contract, now);
  if (quote.kind !== 'motor-renewal') await dropHoldsBought(tx, quote.userId, quote.line);
  return paid ?? null;
}
