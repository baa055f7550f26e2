import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SESSION_MAX_AGE_S } from '@/lib/config/security';
import type { Db } from '../db/client';
import type { Writer } from '../payments/tx';
import { sessions, users } from '../db/schema';
import type { SessionRow, UserRow } from '../context';
import { carryHolds } from '../prices/holds';
import { newToken, sha256 } from './tokens';

export async function startSession(db: Writer, deviceId: string, userId: number | null, now: Date, fromSignUp = false): Promise<string> {
  return (await insertSession(db, deviceId, userId, now, fromSignUp)).token;
}

async function insertSession(db: Writer, deviceId: string, userId: number | null, now: Date, fromSignUp: boolean): Promise<{ id: number; token: string }> {
  const token = newToken();
  const [row] = await db.insert(sessions).values({
    tokenHash: sha256(token),
    deviceId,
    userId,
    fromSignUp,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000),
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

export async function revokeSession(db: Writer, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * A new token for the same device, bound to the user: the old one stops working (no fixation).
 * `fromSignUp` marks the session a sign-up made (no offer popup in it); a sign-in makes a normal one.
 * The prices the device held before (lib/backend/prices) go with it, so a purchase starts from them.
 */
export async function rotateSession(db: Writer, current: SessionRow, userId: number, now: Date, opts: { fromSignUp?: boolean } = {}): Promise<string> {
  await revokeSession(db, current.id, now);
  const next = await insertSession(db, current.deviceId, userId, now, opts.fromSignUp === true);
  await carryHolds(db, current.id, next.id);
  return next.token;
}

export async function revokeAllSessionsOf(db: Writer, userId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but the one making the change (a new password, e-mail or number). */
export async function revokeOtherSessionsOf(db: Pick<Db, 'update'>, userId: number, keep: SessionRow, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep.id)));
}
