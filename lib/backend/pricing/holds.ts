import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { priceAnswersSchema, type PriceAnswers } from '@/lib/validation/price-answers';
import { priceSchema, type Price } from '@/lib/api/endpoints/prices';
import { PRICE_HOLD_HOURS } from '@/lib/config/business';
import type { Db } from '../db/client';
import { priceHolds, sessions } from '../db/schema';
import type { Writer } from '../db/tx';

export type HeldPrice = { price: Price; request: PriceAnswers };

/** Holds a line's newest answers and price for the session (one row per session and line). */
export async function holdPrice(db: Db, sessionId: number, request: PriceAnswers, price: Price, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + PRICE_HOLD_HOURS * 3_600_000);
  await db.insert(priceHolds).values({ sessionId, line: request.line, request, price, createdAt: now, expiresAt })
    .onConflictDoUpdate({ target: [priceHolds.sessionId, priceHolds.line], set: { request, price, createdAt: now, expiresAt } });
}

/**
 * The session's unexpired holds, newest first. Each is read back through the schemas it was written
 * with: a row a later release no longer reads (a changed rule) is left out rather than answered.
 */
export async function heldPrices(db: Db, sessionId: number, now: Date): Promise<HeldPrice[]> {
  const rows = await db.select().from(priceHolds)
    .where(and(eq(priceHolds.sessionId, sessionId), gt(priceHolds.expiresAt, now)))
    .orderBy(priceHolds.createdAt);
  return rows.reverse().flatMap((row) => {
    const request = priceAnswersSchema.safeParse(row.request);
    const price = priceSchema.safeParse(row.price);
    return request.success && price.success ? [{ request: request.data, price: price.data }] : [];
  });
}

/** A rotated session (sign-in, sign-up: the same device) keeps what the one it replaces held. */
export async function carryHolds(db: Writer, fromSessionId: number, toSessionId: number): Promise<void> {
  await db.update(priceHolds).set({ sessionId: toSessionId }).where(eq(priceHolds.sessionId, fromSessionId));
}

/** The held line a contract of this line was priced from (a car contract's is the car price). */
const HELD_LINE = { motor: 'car', travel: 'travel', home: 'home', 'personal-accident': 'personal-accident' } as const;

/**
 * A contract issued (in the payment's transaction): the customer's sessions drop what they held for
 * its line, so the next purchase of that line starts from its first step rather than from the
 * answers just bought. A renewal or a line that is not priced before an account holds nothing.
 */
export async function dropHoldsBought(db: Writer, userId: number, line: string): Promise<void> {
  if (!Object.hasOwn(HELD_LINE, line)) return;
  const held = HELD_LINE[line as keyof typeof HELD_LINE];
  const ofUser = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  await db.delete(priceHolds).where(and(eq(priceHolds.line, held), inArray(priceHolds.sessionId, ofUser)));
}

/** Logout: the device's answers go with its session. */
export async function dropHolds(db: Writer, sessionId: number): Promise<void> {
  await db.delete(priceHolds).where(eq(priceHolds.sessionId, sessionId));
}

/** The clean-up: holds past their expiry (a session's end removes its holds through the foreign key). */
export async function purgePriceHolds(db: Db, now: Date): Promise<void> {
  await db.delete(priceHolds).where(lt(priceHolds.expiresAt, now));
}
