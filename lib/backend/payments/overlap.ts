import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dayOfApiDate } from '@/lib/validation/api-date';
import { policies } from '../db/schema';
import { HttpError } from '../http';
import { addDays } from '@/lib/calendar/days';
import { yearFrom } from '../contracts';
import type { Writer } from '../db/tx';
import { normalisePlate } from '@/lib/validation/plate';

/** Who and when a new contract would cover: what a second contract of the same kind must not silently repeat. */
export interface Cover {
  line: 'travel' | 'home' | 'personal-accident' | 'motor';
  start: string;
  end: string;
  /** Travel: the travellers' passports; the holder is the insured person of the other lines. */
  passports?: string[];
  /** Motor: the car, by its plate; the customer's other cars are other covers. */
  plate?: string;
}

/** The part of a travel quote's inputs that says who travels when (the rest may change shape without touching this rule). */
const tripCover = z.object({
  start_date: z.string(),
  days: z.number().int().positive(),
  travellers: z.array(z.object({ passport_id: z.string() })),
});

/** The part of a car quote's inputs that names the car; its plate compared in its one written form (contracts keep that form). */
const carCover = z.object({ vehicle: z.object({ plate_number: z.string() }) });

/**
 * The cover a quote would issue, with the issuer's own dates: a year from the issuing day for
 * personal accident, home and a car (that car, by plate), the trip for travel. Renewals have their
 * own rule (a contract is renewed once), so they have none here.
 */
export function coverOf(kind: string, inputs: unknown, now: Date): Cover | null {
  if (kind === 'personal-accident' || kind === 'home') {
    const year = yearFrom(now);
    return { line: kind, start: year.effectiveDate, end: year.expiry };
  }
  if (kind === 'motor') {
    const year = yearFrom(now);
    return { line: 'motor', start: year.effectiveDate, end: year.expiry, plate: normalisePlate(carCover.parse(inputs).vehicle.plate_number) };
  }
  if (kind !== 'travel') return null;
  const trip = tripCover.parse(inputs);
  const start = dayOfApiDate(trip.start_date);
  return { line: 'travel', start, end: addDays(start, trip.days - 1), passports: trip.travellers.map((t) => t.passport_id) };
}

/** A traveller on a contract: the first one's passport is its document id; the others are in its declarations. */
function coversTraveller(passports: string[]): SQL | undefined {
  return or(
    inArray(policies.documentId, passports),
    ...passports.map((id) => sql`${policies.declarations}->'travellers' @> ${JSON.stringify([{ passport_id: id }])}::jsonb`),
  );
}

/**
 * The customer's own contract of the same line, for the same insured person (or car), whose period meets
 * the new one; the one that runs longest. Only the customer's own: another customer's contract is
 * none of their business, and naming it would tell them it exists.
 */
export async function overlappingContract(db: Writer, userId: number, cover: Cover) {
  const [row] = await db.select({ contractNumber: policies.contractNumber, expiry: policies.expiry }).from(policies)
    .where(and(
      eq(policies.userId, userId),
      eq(policies.line, cover.line),
      lte(policies.effectiveDate, cover.end),
      gte(policies.expiry, cover.start),
      cover.passports ? coversTraveller(cover.passports) : undefined,
      cover.plate ? eq(policies.plateNumber, cover.plate) : undefined,
    ))
    .orderBy(desc(policies.expiry)).limit(1);
  return row ?? null;
}

/** 409 cover_overlap with the contract held, so the screen can name it and ask whether a second cover is wanted. */
export async function assertNoOverlap(db: Writer, userId: number, cover: Cover): Promise<void> {
  const held = await overlappingContract(db, userId, cover);
  if (!held) return;
  throw new HttpError(409, 'cover_overlap', `You already hold ${held.contractNumber} until ${held.expiry}. Confirm to buy a second cover.`, {
    contract_number: held.contractNumber, expiry: held.expiry,
  });
}

/** Kept with the contract among its declarations: the customer bought it knowing they held one for the same period. */
export async function recordOverlapConfirmed(db: Writer, policyId: number): Promise<void> {
  await db.update(policies)
    .set({ declarations: sql`coalesce(${policies.declarations}, '{}'::jsonb) || '{"overlap_confirmed": true}'::jsonb` })
    .where(eq(policies.id, policyId));
}
