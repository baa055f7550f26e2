import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Writer } from '../db/tx';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http';

/** A fixed-window limit: at most `max` events per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface Take {
  /** Events counted in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * A time as a SQL parameter. Inside raw `sql` Drizzle passes a Date through untyped: PGlite takes
 * it, postgres.js (DATABASE_URL) refuses it, so it goes as ISO text cast to timestamptz.
 */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Counts one event for `key` and tells whether it is within `limit`. The count is taken in one
 * atomic statement (an upsert that restarts an expired window), before the caller does the
 * expensive or sensitive work, so parallel requests cannot all slip under the limit. Taken in a
 * transaction, the count goes with it: a transaction that fails leaves the counter as it was.
 */
export async function takeRateLimit(db: Writer, key: string, limit: Limit, now: Date = new Date(), amount = 1): Promise<Take> {
  const windowEnd = new Date(now.getTime() + limit.windowMs);
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, windowStart: now, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${at(since)} then ${amount}::integer else ${rateLimits.count} + ${amount}::integer end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${at(since)} then ${at(now)} else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${rateLimits.windowStart} <= ${at(since)} then ${at(windowEnd)} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? amount;
  const start = row?.windowStart ?? now;
  return { count, allowed: count <= limit.max, resetAt: new Date(start.getTime() + limit.windowMs) };
}

/** Reads a key's count in its current window without counting anything. */
export async function peekRateLimit(db: Db, key: string, limit: Limit, now: Date = new Date()): Promise<number> {
  return (await currentWindow(db, key, limit, now)).count;
}

/**
 * What taking `amount` would answer, without counting it: a cheap refusal before work that is
 * written only later (in a transaction that takes the limit for real).
 */
export async function wouldTakeRateLimit(db: Writer, key: string, limit: Limit, now: Date = new Date(), amount = 1): Promise<Take> {
  const window = await currentWindow(db, key, limit, now);
  const count = window.count + amount;
  return { count, allowed: count <= limit.max, resetAt: new Date(window.start.getTime() + limit.windowMs) };
}

async function currentWindow(db: Writer, key: string, limit: Limit, now: Date): Promise<{ count: number; start: Date }> {
  const since = new Date(now.getTime() - limit.windowMs);
  const rows = await db.execute<{ count: number; start: string | Date }>(
    sql`select ${rateLimits.count} as count, ${rateLimits.windowStart} as start from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${at(since)}`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { count: number; start: string | Date }[] }).rows) as { count: number; start: string | Date }[];
  const row = list[0];
  return row ? { count: Number(row.count), start: new Date(row.start) } : { count: 0, start: now };
}

/** Forgets a key (for example an account's failures after a successful sign-in). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Gives back part of an amount taken (for example the bytes reserved for an upload that turned out
 * smaller, or refused); never below zero.
 */
export async function returnRateLimit(db: Db, key: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - ${amount}::integer, 0)` }).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Counts one event (or `amount`, for example bytes) and answers 429 `too_many_requests` when it is
 * over the limit.
 */
export async function enforceRateLimit(db: Db, key: string, limit: Limit, now: Date = new Date(), amount = 1): Promise<Take> {
  const take = await takeRateLimit(db, key, limit, now, amount);
  if (!take.allowed) {
    const retryAfterS = Math.max(1, Math.ceil((take.resetAt.getTime() - now.getTime()) / 1000));
    throw new HttpError(429, 'too_many_requests', 'Too many attempts. Please try again later', { retryAfterS });
  }
  return take;
}

/** Deletes counters whose window has ended; called from the periodic clean-up. */
export async function purgeRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}

/** Thrown inside the counting transaction to undo the counts taken before a refusal was seen. */
class Refused extends Error {
  constructor(readonly takes: Take[]) {
    super('refused by a rate limit');
  }
}

/**
 * Counts one event on every key, all or none: the refused keys when any is past its limit (and then
 * nothing is counted anywhere), else an empty list. Every key is first read without counting, so a
 * refused request costs no other key anything: an attacker's refused attempts cannot spend a shared
 * budget (the whole portal's, another account's). Then all are taken in one transaction (a savepoint
 * inside the caller's), in key order so two of them never wait on each other in a circle; a refusal
 * that a parallel request caused between the two steps rolls every count back. Inside the caller's
 * transaction the counts go with it: they stand only if the work they pay for is written too.
 */
export async function takeRateLimits(db: Writer, limits: [key: string, limit: Limit][], now: Date = new Date()): Promise<Take[]> {
  const checked = await Promise.all(limits.map(([key, limit]) => wouldTakeRateLimit(db, key, limit, now)));
  const refusedFirst = checked.filter((t) => !t.allowed);
  if (refusedFirst.length > 0) return refusedFirst;
  const ordered = [...limits].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  try {
    await db.transaction(async (tx) => {
      const takes: Take[] = [];
      for (const [key, limit] of ordered) takes.push(await takeRateLimit(tx, key, limit, now));
      const refused = takes.filter((t) => !t.allowed);
      if (refused.length > 0) throw new Refused(refused);
    });
  } catch (error) {
    if (error instanceof Refused) return error.takes;
    throw error;
  }
  return [];
}

/** The seconds until the last of the refused windows ends. */
export function retryAfterOf(refused: Take[], now: Date): number {
  const until = Math.max(...refused.map((t) => t.resetAt.getTime()));
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts one event on every key at once (say per account and per address) and answers 429 when any
 * of them is past its limit; then none is counted (takeRateLimits).
 */
export async function enforceRateLimits(db: Writer, limits: [key: string, limit: Limit][], now: Date = new Date()): Promise<void> {
  const refused = await takeRateLimits(db, limits, now);
  if (refused.length === 0) return;
  throw new HttpError(429, 'too_many_requests', 'Too many attempts. Please try again later', { retryAfterS: retryAfterOf(refused, now) });
}

/**
 * 429 when any key is already past its limit, counting nothing: the cheap refusal before work that
 * the request would only waste (a proof of work asked of a source that is refused anyway).
 */
export async function refuseSpent(db: Writer, limits: [key: string, limit: Limit][], now: Date = new Date()): Promise<void> {
  const refused = (await Promise.all(limits.map(([key, limit]) => wouldTakeRateLimit(db, key, limit, now)))).filter((t) => !t.allowed);
  if (refused.length === 0) return;
  throw new HttpError(429, 'too_many_requests', 'Too many attempts. Please try again later', { retryAfterS: retryAfterOf(refused, now) });
}
