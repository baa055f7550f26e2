/** @jest-environment node */
import { inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { freshCustomer } from '../../test-customer';
import { memoryDb } from '../../test-db';
import { startSession } from './sessions';
import { capVisitorSessions } from './visitor-cap';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());

it('keeps the most recently used visitors\' sessions up to the cap, and every signed-in one', async () => {
  await db.delete(sessions).where(isNull(sessions.userId));
  const { user } = await freshCustomer(db, 2);
  const base = Date.parse('2026-12-07T10:00:00Z');
  for (let i = 0; i < 8; i += 1) await startSession(db, crypto.randomUUID(), null, new Date(base + i * 60_000));
  await capVisitorSessions(db, 5);
  const visitors = await db.select().from(sessions).where(isNull(sessions.userId));
  // Each session ends a day after its last use: the three used longest ago went.
  expect(visitors.map((s) => (s.expiresAt.getTime() - base) / 60_000 - 24 * 60).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7]);
  expect(await db.select().from(sessions).where(inArray(sessions.userId, [user.id]))).toHaveLength(2);
});
