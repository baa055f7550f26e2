import { sql } from 'drizzle-orm';
import { ANONYMOUS_SESSION_CAP } from '@/lib/config/security';
import type { Db } from '../../db/client';
import { takeRateLimit } from '../../limits/rate-limit';

/**
 * Keeps at most ANONYMOUS_SESSION_CAP.max visitors' sessions: past it, the least recently used go
 * (their end is moved on with each use, so the earliest end is the longest idle). Signed-in sessions
 * are never touched.
 */
export async function capVisitorSessions(db: Db, max: number = ANONYMOUS_SESSION_CAP.max): Promise<void> {
  await db.execute(sql`delete from sessions where id in (
    select id from sessions where user_id is null order by expires_at desc, id desc offset ${max})`);
}

/** Counted with each new visitor's session: every checkEvery-th one applies the cap at once. */
export async function capVisitorSessionsWhenDue(db: Db, now: Date): Promise<void> {
  const made = await takeRateLimit(db, 'session:visitors:made', { max: Number.MAX_SAFE_INTEGER, windowMs: 24 * 60 * 60_000 }, now);
  if (made.count % ANONYMOUS_SESSION_CAP.checkEvery === 0) await capVisitorSessions(db);
}
