import { and, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPIRY_WARNING_DAYS } from '@/lib/config/business';
import { daysToExpiry } from '@/lib/format';
import type { Db } from '../../db/client';
import { notifications, policies, users } from '../../db/schema';
import type { Writer } from '../../db/tx';
import type { PolicyRow } from '../view';
import { eligibility } from '../renewals/eligibility';
import { dayFrom } from '@/lib/calendar/days';
import { adviceFor } from '@/lib/model/contracts/expiry-advice';
import { coverState } from '@/lib/model/contracts/cover-state';
import { ammanDay } from '@/lib/calendar/days';
import { expiryNoticeText, renewedNoticeText } from './expiry-text';

const renewal = alias(policies, 'renewal');
const noticeKeyOf = (p: Pick<PolicyRow, 'id' | 'expiry'>) => `expiry:${p.id}:${p.expiry}`;

/**
 * Writes one `expiry` notification for each contract that ends within the warning window (0 to 20
 * days, spec §9) and is not renewed: the user's (`userId`), or every customer's (null). The key names
 * the contract and its expiry day, so the notice is written once however often this runs, on one
 * server or several. Its advice is what the customer can do: renew a car contract the web renews,
 * otherwise ask the company or buy a new cover (lines without renewal).
 * The reminder schedule runs it for everyone (messages/delivery/start.ts), and the backend once as it opens,
 * so the notifications read only reads. Returns how many notifications were written now.
 */
export async function writeDueExpiryNotifications(db: Db, userId: number | null, now: Date): Promise<number> {
  const noticeKey = sql`'expiry:' || ${policies.id} || ':' || ${policies.expiry}::text`;
  const due = await db.select({ policy: policies, holder: users }).from(policies)
    .innerJoin(users, eq(users.id, policies.userId))
    .where(and(
      userId === null ? undefined : eq(policies.userId, userId),
      gte(policies.expiry, dayFrom(now, 0)),
      lte(policies.expiry, dayFrom(now, EXPIRY_WARNING_DAYS)),
      notExists(db.select({ one: sql`1` }).from(renewal).where(eq(renewal.renewalOfId, policies.id))),
      notExists(db.select({ one: sql`1` }).from(notifications).where(and(eq(notifications.userId, policies.userId), eq(notifications.key, noticeKey)))),
    ));
  // Only a cover that has started is expiring (coverState): a trip bought for next week is not.
  const today = ammanDay(now);
  const started = due.filter(({ policy: p }) => coverState({ effective_date: p.effectiveDate, expiry: p.expiry }, today) === 'expiring');
  if (started.length === 0) return 0;
  const rows = started.map(({ policy: p, holder }) => {
    const renewable = p.line === 'motor' && eligibility(p, holder, false, now).state === 'renewable';
    return {
      userId: p.userId,
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
