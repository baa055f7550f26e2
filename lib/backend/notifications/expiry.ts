import { and, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPIRY_WARNING_DAYS } from '@/lib/config/business';
import { daysToExpiry } from '@/lib/format';
import type { Db } from '../db/client';
import { notifications, policies, users } from '../db/schema';
import type { Writer } from '../payments/tx';
import type { PolicyRow } from '../policies/view';
import { eligibility } from '../renewals/eligibility';
import { dayFrom } from '../seeds/dates';
import { adviceFor } from '@/lib/contracts/expiry-advice';
import { expiryNoticeText, renewedNoticeText } from './expiry-text';

const renewal = alias(policies, 'renewal');
const noticeKeyOf = (p: Pick<PolicyRow, 'id' | 'expiry'>) => `expiry:${p.id}:${p.expiry}`;

/**
 * Writes one `expiry` notification for each of the user's contracts that ends within the warning
 * window (0 to 20 days, spec §9) and is not renewed. The key names the contract and its expiry day, so
 * the notice is written once. Its advice is what the customer can do: renew a car contract the web
 * renews, otherwise ask the company or buy a new cover (lines without renewal).
 * Returns how many notifications were written now. It runs on every notifications read (each
 * dashboard page), so it only reads unless a notice is missing: writing on every page view cost
 * more than the rest of the read.
 */
export async function writeDueExpiryNotifications(db: Db, userId: number, now: Date): Promise<number> {
  const noticeKey = sql`'expiry:' || ${policies.id} || ':' || ${policies.expiry}::text`;
  const due = await db.select().from(policies).where(and(
    eq(policies.userId, userId),
    gte(policies.expiry, dayFrom(now, 0)),
    lte(policies.expiry, dayFrom(now, EXPIRY_WARNING_DAYS)),
    notExists(db.select({ one: sql`1` }).from(renewal).where(eq(renewal.renewalOfId, policies.id))),
    notExists(db.select({ one: sql`1` }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.key, noticeKey)))),
  ));
  if (due.length === 0) return 0;
  const [holder] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!holder) return 0;
  const rows = due.map((p) => {
    const renewable = p.line === 'motor' && eligibility(p, holder, false, now).state === 'renewable';
    return {
      userId,
      kind: 'expiry' as const,
      key: noticeKeyOf(p),
      ...expiryNoticeText(p, Math.max(0, daysToExpiry(p.expiry, now)), adviceFor(p.line, renewable)),
      createdAt: now,
    };
  });
  const written = await db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  return written.length;
}

/**
 * In the renewal's issuing transaction: the renewed contract's expiry notice, if one was written, no
 * longer asks to renew; it says which contract covers the customer and until when, and needs no
 * attention (the renewal's own notice is new). No later notice is written for it (it is renewed).
 */
export async function settleExpiryNotice(tx: Writer, old: PolicyRow, renewed: Pick<PolicyRow, 'contractNumber' | 'expiry'>, now: Date): Promise<void> {
  await tx.update(notifications)
    .set({ kind: 'general', ...renewedNoticeText(old, renewed), readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.userId, old.userId), eq(notifications.key, noticeKeyOf(old))));
}
