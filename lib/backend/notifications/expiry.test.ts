/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, policies, users } from '../db/schema';
import { memoryDb } from '../test-db';
import { writeDueExpiryNotifications } from './expiry';

let db: Db;
let close: () => Promise<void>;
let demo: number;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const [row] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
  demo = row!.id;
}, 30_000);
afterAll(() => close());

const expiryRows = () => db.select().from(notifications).where(and(eq(notifications.userId, demo), eq(notifications.kind, 'expiry')));

describe('expiry notifications (20-day window)', () => {
  it('writes one per contract inside the window, once however often it runs', async () => {
    const now = new Date();
    expect(await writeDueExpiryNotifications(db, demo, now)).toBe(3);
    expect(await writeDueExpiryNotifications(db, demo, now)).toBe(0);
    expect(await writeDueExpiryNotifications(db, demo, new Date(now.getTime() + 3_600_000))).toBe(0);
    const rows = await expiryRows();
    expect(rows).toHaveLength(3);
    const numbers = await db.select().from(policies).where(eq(policies.userId, demo));
    for (const row of rows) {
      const [, policyId, expiry] = row.key!.split(':');
      const policy = numbers.find((p) => p.id === Number(policyId));
      expect(policy?.expiry).toBe(expiry);
      expect(row.bodyEn).toContain(policy!.contractNumber);
      expect(row.bodyAr).toContain(policy!.contractNumber);
    }
  });

  it('adds the contracts that enter the window later, and leaves expired ones alone', async () => {
    // Ten days on: the 30-day car contract is at 20 days; the 10-day one expires today.
    const later = new Date(Date.now() + 10 * 86_400_000);
    expect(await writeDueExpiryNotifications(db, demo, later)).toBe(1);
    const newest = (await expiryRows()).find((r) => r.bodyEn.includes('000102'));
    expect(newest?.titleEn).toBe('Your car contract expires in 20 days');
    expect(newest?.titleAr).toBe('ينتهي عقد السيارة خلال 20 يوماً');
    // Far in the future every contract has expired: nothing new.
    expect(await writeDueExpiryNotifications(db, demo, new Date(Date.now() + 800 * 86_400_000))).toBe(0);
  });

  it('writes nothing for a user without contracts', async () => {
    const [other] = await db.select().from(users).where(eq(users.email, 'care@portal.test'));
    expect(await writeDueExpiryNotifications(db, other!.id, new Date())).toBe(0);
  });
});
