import { and, isNotNull, lt, or } from 'drizzle-orm';
import { CLEAN_UP_EVERY_MS } from '@/lib/config/security';
import type { Db } from './db/client';
import { contactChanges, otpCodes, sessions } from './db/schema';
import { capVisitorSessions, purgeAbandonedJourneys, purgeKnownDevices, purgeResetLinks } from './accounts';
import { purgeRateLimits } from './limits/rate-limit';
import { purgePriceHolds } from './pricing';
import { purgeUploads } from './uploads';
import { log } from '@/lib/log';

/** Revoked sessions are kept a day, so a late request still gets invalid_session_id rather than a crash. */
const KEEP_REVOKED_MS = 24 * 60 * 60_000;
/** Codes are kept a day after they expire: the limits count sends in their own table. */
const KEEP_CODES_MS = 24 * 60 * 60_000;

/**
 * Everything the embedded backend deletes once it has served its time: expired and long-revoked
 * sessions (and visitors' past ANONYMOUS_SESSION_CAP), browsers not signed in on for a year, used
 * reset links, ended rate-limit windows, old one-time codes (and contact-change codes), abandoned sign-up journeys, expired price holds and uploads no
 * form claimed within a day (their stored bytes too).
 */
export async function cleanUp(db: Db, now: Date = new Date()): Promise<void> {
  const revokedBefore = new Date(now.getTime() - KEEP_REVOKED_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, revokedBefore))));
  await capVisitorSessions(db);
  await purgeKnownDevices(db, now);
  await purgeResetLinks(db, now);
  await purgeRateLimits(db, now);
  await purgePriceHolds(db, now);
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now.getTime() - KEEP_CODES_MS)));
  await db.delete(contactChanges).where(lt(contactChanges.expiresAt, new Date(now.getTime() - KEEP_CODES_MS)));
  await purgeAbandonedJourneys(db, now);
  await purgeUploads(db, now);
}

const lastRunKey = Symbol.for('portal.lastCleanUp');
type WithLastRun = typeof globalThis & { [lastRunKey]?: Map<Db, number> };

/**
 * Runs cleanUp at most once per CLEAN_UP_EVERY_MS per database, triggered by requests (no timer to
 * keep a process awake); the request that triggers it waits for it, a few milliseconds. Several
 * servers may each run it: it is idempotent. A failure is logged and never fails the request.
 */
export async function cleanUpWhenDue(db: Db, now: Date = new Date()): Promise<void> {
  const g = globalThis as WithLastRun;
  const runs = (g[lastRunKey] ??= new Map());
  const last = runs.get(db);
  if (last !== undefined && now.getTime() - last < CLEAN_UP_EVERY_MS) return;
  runs.set(db, now.getTime());
  await cleanUp(db, now).catch((error: unknown) => log.error({ err: error }, 'clean-up failed'));
}
