/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { startSession } from './accounts/auth/sessions';
import { sha256 } from './accounts/auth/tokens';
import type { Db } from './db/client';
import { rateLimits, sessions } from './db/schema';
import { takeRateLimit } from './limits/rate-limit';
import { cleanUp, cleanUpWhenDue } from './maintenance';
import { memoryDb } from './test-db';

/** Issue 8, finding 12: sessions pile up. Expired sessions and ended limit windows are deleted. */
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());

const DAY = 24 * 60 * 60_000;
const exists = async (token: string) => (await db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)))).length === 1;

it('finding 12: expired and long-revoked sessions and ended rate-limit windows are purged; live ones stay', async () => {
  const now = new Date();
  const expired = await startSession(db, crypto.randomUUID(), null, new Date(now.getTime() - 31 * DAY));
  const live = await startSession(db, crypto.randomUUID(), null, now);
  const revoked = await startSession(db, crypto.randomUUID(), null, new Date(now.getTime() - 3 * DAY));
  await db.update(sessions).set({ revokedAt: new Date(now.getTime() - 2 * DAY) }).where(eq(sessions.tokenHash, sha256(revoked)));
  await takeRateLimit(db, 'ended', { max: 1, windowMs: 60_000 }, new Date(now.getTime() - 120_000));
  await takeRateLimit(db, 'current', { max: 1, windowMs: 60_000 }, now);

  await cleanUp(db, now);
  expect([await exists(expired), await exists(live), await exists(revoked)]).toEqual([false, true, false]);
  expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['current']);
});

it('runs at most once an hour, triggered by requests', async () => {
  const t0 = new Date();
  await cleanUpWhenDue(db, t0);
  const stale = await startSession(db, crypto.randomUUID(), null, new Date(t0.getTime() - 31 * DAY));
  await cleanUpWhenDue(db, new Date(t0.getTime() + 30 * 60_000));
  expect(await exists(stale)).toBe(true);
  await cleanUpWhenDue(db, new Date(t0.getTime() + 61 * 60_000));
  expect(await exists(stale)).toBe(false);
});
