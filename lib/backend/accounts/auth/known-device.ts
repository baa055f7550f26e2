import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { KNOWN_DEVICE } from '@/lib/config/security';
import type { Db } from '../../db/client';
import { knownDevices, users } from '../../db/schema';
import { newToken, sha256 } from './tokens';

/** A token as the cookie carries it (newToken: 43 base64url characters); anything else is none. */
const isToken = (token: string | null | undefined): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Whether the browser that sent `token` is one the account's owner signed in on (and not long ago). */
export async function isKnownDevice(db: Db, userId: number, token: string | null, now: Date): Promise<boolean> {
  if (!isToken(token)) return false;
  const [row] = await db.select({ id: knownDevices.id }).from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, sha256(token)), gt(knownDevices.expiresAt, now))).limit(1);
  return row !== undefined;
}

/**
 * The account whose e-mail is `login`, when the browser that sent `token` is known for it: one query,
 * made only when the browser sends a token, so a reset answers unknown and known e-mails alike.
 */
export async function knownDeviceAccount(db: Db, login: string, token: string | null, now: Date): Promise<number | null> {
  if (!isToken(token)) return null;
  const [row] = await db.select({ userId: knownDevices.userId }).from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, sha256(token)), eq(users.email, login), gt(knownDevices.expiresAt, now))).limit(1);
  return row?.userId ?? null;
}

/**
 * After a successful sign-in: the browser is remembered for the account, a year from now. A browser
 * that already has a token (known for some account) keeps it; otherwise a new token is made and
 * answered, for the BFF to put in its cookie. One browser is remembered for at most
 * KNOWN_DEVICE.accountsPerDevice accounts: the least recently used goes first.
 */
export async function rememberDevice(db: Db, userId: number, token: string | null, now: Date): Promise<string | null> {
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE.maxAgeS * 1000);
  const held = isToken(token) && (await db.select({ id: knownDevices.id }).from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, sha256(token)), gt(knownDevices.expiresAt, now))).limit(1)).length > 0;
  const kept = held ? token : newToken();
  const tokenHash = sha256(kept);
  await db.insert(knownDevices).values({ userId, tokenHash, createdAt: now, lastUsedAt: now, expiresAt })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { lastUsedAt: now, expiresAt } });
  const rows = await db.select({ id: knownDevices.id }).from(knownDevices)
    .where(eq(knownDevices.tokenHash, tokenHash)).orderBy(asc(knownDevices.lastUsedAt), asc(knownDevices.id));
  const extra = rows.slice(0, Math.max(0, rows.length - KNOWN_DEVICE.accountsPerDevice)).map((r) => r.id);
  if (extra.length > 0) await db.delete(knownDevices).where(inArray(knownDevices.id, extra));
  return held ? null : kept;
}

/** Browsers not signed in on for a year are forgotten (the periodic clean-up). */
export async function purgeKnownDevices(db: Db, now: Date): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, now));
}
