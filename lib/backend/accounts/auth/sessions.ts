import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { UNKNOWN_ADDRESS } from '@/lib/api/client-address';
import {
  ANONYMOUS_SESSION_EXTEND_STEP_S, ANONYMOUS_SESSION_MAX_AGE_S, SESSION_CREATE_LIMIT, SESSION_CREATE_LIMIT_PER_NETWORK, SESSION_MAX_AGE_S,
} from '@/lib/config/security';
import type { Db } from '../../db/client';
import type { Writer } from '../../db/tx';
import { rateLimits, sessions, users } from '../../db/schema';
import type { SessionRow, UserRow } from '../../context';
import { enforceRateLimits } from '../../limits/rate-limit';
import { networkOf } from '../../limits/network';
import { newToken, sha256 } from './tokens';
import { capVisitorSessionsWhenDue } from './visitor-cap';

/** A signed-in session lasts SESSION_MAX_AGE_S; a visitor's ANONYMOUS_SESSION_MAX_AGE_S after its last use. */
const lifetimeMs = (userId: number | null) => (userId === null ? ANONYMOUS_SESSION_MAX_AGE_S : SESSION_MAX_AGE_S) * 1000;

const createdFromKey = (address: string) => `session:create:address:${address}`;
const createdFromNetworkKey = (address: string) => `session:create:network:${networkOf(address)}`;

export async function startSession(db: Writer, deviceId: string, userId: number | null, now: Date, fromSignUp = false): Promise<string> {
  return (await insertSession(db, deviceId, userId, now, fromSignUp)).token;
}

/**
 * POST /session: a visitor's new session, counted per client address and network before the row is
 * written; the table keeps at most ANONYMOUS_SESSION_CAP visitors' sessions (accounts/auth/visitor-cap.ts). A
 * call with no address is the portal's own (its single session for public reads) or comes under a
 * launcher that production refuses to start (lib/config/check-settings.ts): not counted.
 */
export async function startVisitorSession(db: Db, deviceId: string, address: string, now: Date): Promise<string> {
  if (address !== UNKNOWN_ADDRESS) {
    await enforceRateLimits(db, [[createdFromKey(address), SESSION_CREATE_LIMIT], [createdFromNetworkKey(address), SESSION_CREATE_LIMIT_PER_NETWORK]], now);
  }
  const token = await startSession(db, deviceId, null, now);
  await capVisitorSessionsWhenDue(db, now);
  return token;
}

async function insertSession(db: Writer, deviceId: string, userId: number | null, now: Date, fromSignUp: boolean): Promise<{ id: number; token: string }> {
  const token = newToken();
  const [row] = await db.insert(sessions).values({
    tokenHash: sha256(token),
    deviceId,
    userId,
    fromSignUp,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs(userId)),
  }).returning({ id: sessions.id });
  return { id: row!.id, token };
}

/** The live session of a token and its user, or null when unknown, revoked or expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<{ session: SessionRow; user: UserRow | null } | null> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A visitor's session lives ANONYMOUS_SESSION_MAX_AGE_S after its last use: moved on when a use finds
 * it more than ANONYMOUS_SESSION_EXTEND_STEP_S into its life since the last move (one write an hour).
 */
export async function extendAnonymousSession(db: Db, session: SessionRow, now: Date): Promise<SessionRow> {
  if (session.userId !== null) return session;
  const full = now.getTime() + ANONYMOUS_SESSION_MAX_AGE_S * 1000;
  if (session.expiresAt.getTime() > full - ANONYMOUS_SESSION_EXTEND_STEP_S * 1000) return session;
  const expiresAt = new Date(full);
  await db.update(sessions).set({ expiresAt }).where(and(eq(sessions.id, session.id), isNull(sessions.userId), isNull(sessions.revokedAt)));
  return { ...session, expiresAt };
}

/**
 * Logout. A signed-in session is revoked (kept a day, so a late request is told it ended); a
 * visitor's is deleted with what it held: nothing in it is worth keeping, and the BFF ends this way
 * a session it made for a call that was refused, which gives back its count on the address (when it
 * was counted in the address's current window), so refusals spend no one's sessions.
 */
export async function endSession(db: Db, session: SessionRow, address: string, now: Date): Promise<void> {
  if (session.userId !== null) {
    await revokeSession(db, session.id, now);
    return;
  }
  const [gone] = await db.delete(sessions).where(and(eq(sessions.id, session.id), isNull(sessions.userId))).returning({ id: sessions.id });
  if (!gone || address === UNKNOWN_ADDRESS) return;
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(inArray(rateLimits.key, [createdFromKey(address), createdFromNetworkKey(address)]), lte(rateLimits.windowStart, session.createdAt)));
}

export async function revokeSession(db: Writer, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * A new token for the same device, bound to the user: the old one stops working (no fixation).
 * `fromSignUp` marks the session a sign-up made (no offer popup in it); a sign-in makes a normal one.
 * Answers the new session's id with its token (what the device held before moves to it: the
 * caller carries the held prices, pricing/holds.ts).
 */
export async function rotateSession(db: Writer, current: SessionRow, userId: number, now: Date, opts: { fromSignUp?: boolean } = {}): Promise<{ id: number; token: string }> {
  await revokeSession(db, current.id, now);
  return insertSession(db, current.deviceId, userId, now, opts.fromSignUp === true);
}

export async function revokeAllSessionsOf(db: Writer, userId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but the one making the change (a new password, e-mail or number). */
export async function revokeOtherSessionsOf(db: Pick<Db, 'update'>, userId: number, keep: SessionRow, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep.id)));
}
