/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel takes of one limit.
import type { Db } from '../db/client';
import { memoryDb } from '../test-db';
import { clearRateLimit, enforceRateLimit, enforceRateLimits, peekRateLimit, purgeRateLimits, returnRateLimit, takeRateLimit } from './rate-limit';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 30_000);
afterAll(() => close());

const limit = { max: 3, windowMs: 60_000 };

test('counts atomically: of 20 parallel events only the first 3 are allowed', async () => {
  const now = new Date();
  const takes = await Promise.all(Array.from({ length: 20 }, () => takeRateLimit(db, 'parallel', limit, now)));
  expect(takes.filter((t) => t.allowed)).toHaveLength(3);
  expect(Math.max(...takes.map((t) => t.count))).toBe(20);
});

test('a new window starts once the old one has passed', async () => {
  const t0 = new Date('2026-01-01T00:00:00Z');
  for (let i = 0; i < 4; i += 1) await takeRateLimit(db, 'window', limit, t0);
  expect((await takeRateLimit(db, 'window', limit, new Date(t0.getTime() + 30_000))).allowed).toBe(false);
  const later = await takeRateLimit(db, 'window', limit, new Date(t0.getTime() + 60_000));
  expect(later).toMatchObject({ count: 1, allowed: true });
});

test('enforce answers 429 past the limit; peek and clear', async () => {
  const now = new Date();
  for (let i = 0; i < 3; i += 1) await enforceRateLimit(db, 'enforced', limit, now);
  await expect(enforceRateLimit(db, 'enforced', limit, now)).rejects.toMatchObject({ status: 429, code: 'too_many_requests' });
  expect(await peekRateLimit(db, 'enforced', limit, now)).toBe(4);
  await clearRateLimit(db, 'enforced');
  expect(await peekRateLimit(db, 'enforced', limit, now)).toBe(0);
});

test('purge deletes ended windows only', async () => {
  const now = new Date();
  await takeRateLimit(db, 'old', limit, new Date(now.getTime() - 120_000));
  await takeRateLimit(db, 'fresh', limit, now);
  await purgeRateLimits(db, now);
  expect(await peekRateLimit(db, 'old', { max: 3, windowMs: 10 * 60_000 }, now)).toBe(0);
  expect(await peekRateLimit(db, 'fresh', limit, now)).toBe(1);
});

test('counts an amount (bytes) and gives back what was not used, never below zero', async () => {
  const now = new Date();
  const bytes = { max: 1000, windowMs: 60_000 };
  expect((await takeRateLimit(db, 'bytes', bytes, now, 800)).allowed).toBe(true);
  expect((await takeRateLimit(db, 'bytes', bytes, now, 300)).allowed).toBe(false);
  await returnRateLimit(db, 'bytes', 300);
  await returnRateLimit(db, 'bytes', 700);
  expect(await peekRateLimit(db, 'bytes', bytes, now)).toBe(100);
  await returnRateLimit(db, 'bytes', 5000);
  expect(await peekRateLimit(db, 'bytes', bytes, now)).toBe(0);
});

describe('several keys: every limit is checked before any is counted', () => {
  const shared = { max: 100, windowMs: 60_000 };

  test('a request refused by one key counts on none, so a spent key cannot spend a shared one', async () => {
    const now = new Date();
    for (let i = 0; i < 3; i += 1) await enforceRateLimits(db, [['one:spent', limit], ['one:shared', shared]], now);
    for (let i = 0; i < 50; i += 1) {
      await expect(enforceRateLimits(db, [['one:spent', limit], ['one:shared', shared]], now)).rejects.toMatchObject({ status: 429 });
    }
    expect(await peekRateLimit(db, 'one:shared', shared, now)).toBe(3);
    expect(await peekRateLimit(db, 'one:spent', limit, now)).toBe(3);
  });

  test('in parallel, only requests every key allows are counted, on every key alike', async () => {
    const now = new Date();
    const sources = ['a', 'b', 'c', 'd'];
    const answers = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => enforceRateLimits(db, [
      [`par:source:${sources[i % 4]}`, limit], ['par:global', { max: 10, windowMs: 60_000 }],
    ], now)));
    const passed = answers.filter((a) => a.status === 'fulfilled').length;
    // Each source may pass 3 times and the whole 10: whatever the order, the counts are the passes.
    expect(passed).toBeLessThanOrEqual(10);
    expect(passed).toBeGreaterThanOrEqual(3);
    expect(await peekRateLimit(db, 'par:global', { max: 10, windowMs: 60_000 }, now)).toBe(passed);
    let perSource = 0;
    for (const s of sources) perSource += await peekRateLimit(db, `par:source:${s}`, limit, now);
    expect(perSource).toBe(passed);
  });

  test('counts taken inside a transaction that fails are undone with it', async () => {
    const now = new Date();
    await expect(db.transaction(async (tx) => {
      await enforceRateLimits(tx, [['tx:a', limit], ['tx:b', limit]], now);
      throw new Error('the work failed');
    })).rejects.toThrow('the work failed');
    expect(await peekRateLimit(db, 'tx:a', limit, now)).toBe(0);
  });
});
