import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { policies } from '../db/schema';
import { newPeriodOf, renewalInputs } from '../contracts';
import { coverOf, type Cover } from './overlap';
import type { QuoteRow, Tx, Writer } from '../db/tx';

type PlateCover = Required<Pick<Cover, 'plate' | 'start' | 'end'>>;

/**
 * One car, one contract: a plate (in its one written form, lib/validation/plate.ts, which every stored
 * plate has) is on at most one car contract in force across all customers. The customer's own contracts
 * on it follow the overlap rule (overlap.ts) and their renewal; another customer's contract on it sends
 * the car to a person (the motor department checks who owns it now), never issued online.
 */

/** Whether another customer holds a car contract on this plate whose period meets the cover's; a contract that has ended frees the plate. */
export async function plateHeldByAnother(db: Writer, userId: number, cover: Pick<Cover, 'plate' | 'start' | 'end'>): Promise<boolean> {
  if (!cover.plate) return false;
  const [row] = await db.select({ id: policies.id }).from(policies).where(and(
    eq(policies.line, 'motor'),
    eq(policies.plateNumber, cover.plate),
    ne(policies.userId, userId),
    lte(policies.effectiveDate, cover.end),
    gte(policies.expiry, cover.start),
  )).limit(1);
  return row !== undefined;
}

/**
 * Holds the plate for the rest of the transaction, so that of two customers paying for one car at once
 * only the first to issue does; the other then finds the plate held. A transaction-scoped advisory lock
 * (the plate has no row of its own to lock), taken after the customer's row lock (tx.ts), and only one
 * plate per transaction, so two of them never wait on each other in a circle.
 */
export async function lockPlate(tx: Tx, plate: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`car-plate:${plate}`}, 0))`);
}

/** The car and the period a quote would issue: a car bought new (its year from today), or a renewal (its contract's plate, its new year). */
export async function plateCoverOf(db: Writer, quote: Pick<QuoteRow, 'kind' | 'inputs' | 'userId'>, now: Date): Promise<PlateCover | null> {
  if (quote.kind === 'motor') {
    const cover = coverOf(quote.kind, quote.inputs, now);
    return cover?.plate ? { plate: cover.plate, start: cover.start, end: cover.end } : null;
  }
  if (quote.kind !== 'motor-renewal') return null;
  const { policy_id: policyId } = renewalInputs.parse(quote.inputs);
  const [old] = await db.select({ plate: policies.plateNumber, expiry: policies.expiry }).from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.userId, quote.userId))).limit(1);
  if (!old?.plate) return null;
  const period = newPeriodOf(old.expiry, now);
  return { plate: old.plate, start: period.effectiveDate, end: period.expiry };
}

/** At issue, under the plate's lock: whether the car has been insured by another customer since the quote. */
export async function plateTakenAtIssue(tx: Tx, quote: Pick<QuoteRow, 'kind' | 'inputs' | 'userId'>, now: Date): Promise<boolean> {
  const cover = await plateCoverOf(tx, quote, now);
  if (!cover) return false;
  await lockPlate(tx, cover.plate);
  return plateHeldByAnother(tx, quote.userId, cover);
}
