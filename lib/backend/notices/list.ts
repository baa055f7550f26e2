import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import type { NoticeTarget } from '@/lib/api/endpoints/notifications';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { claims, notifications, policies } from '../db/schema';
import { eligibility, type PolicyRow, renewalsOf } from '../contracts';

/** The contract an expiry notice is about: its key is `expiry:<contract id>:<expiry day>` (expiry.ts). */
const CONTRACT_OF_KEY = /^expiry:(\d+):/;
export const contractOfNotice = (key: string | null): number | null => {
  const id = key?.match(CONTRACT_OF_KEY)?.[1];
  return id ? Number(id) : null;
};

/**
 * Where a notice about a contract leads: a car contract the web renews now, to its renewal; any other
 * (renewed, through the company, a line without renewal, ended) to its page, where its state and what
 * to do are shown. Only the holder's own contracts.
 */
async function noticeTargets(db: Db, holder: NoticeHolder, ids: number[], now: Date): Promise<Map<number, NoticeTarget>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(policies).where(and(eq(policies.userId, holder.id), inArray(policies.id, ids)));
  const renewals = await renewalsOf(db, rows.map((r) => r.id));
  const targetOf = (row: PolicyRow): NoticeTarget => {
    const renewable = row.line === 'motor' && eligibility(row, holder, renewals.has(row.id), now).state === 'renewable';
    return { kind: renewable ? 'renewal' : 'contract', line: row.line, policy_id: row.id };
  };
  return new Map(rows.map((row) => [row.id, targetOf(row)]));
}

/** The claim a claim's notice is about: its key is `claim:<claim id>:<event id>` (claims/record.ts). */
const CLAIM_OF_KEY = /^claim:(\d+):/;
export const claimOfNotice = (key: string | null): number | null => {
  const id = key?.match(CLAIM_OF_KEY)?.[1];
  return id ? Number(id) : null;
};

/** Where a notice about a claim leads: the claim's page, for the holder's own claims only. */
async function claimTargets(db: Db, holderId: number, ids: number[]): Promise<Map<number, NoticeTarget>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: claims.id, line: claims.line, policyId: claims.policyId }).from(claims)
    .where(and(eq(claims.userId, holderId), inArray(claims.id, ids)));
  return new Map(rows.map((r) => [r.id, { kind: 'claim', line: r.line, policy_id: r.policyId, claim_id: r.id }]));
}

type NoticeHolder = Pick<UserRow, 'id' | 'webIssuingBarred' | 'blackList'>;

/**
 * A user's notifications as the API shows them: newest first, title and body in `lang`, where a notice
 * is about a contract the place it leads to (the renewal or the contract), and whether any is unread
 * (spec §3 new_notification). Only reads: the expiry notices are written by the reminder schedule
 * (expiry.ts), the read flags by PATCH /notifications/readUserNotifications.
 */
export async function notificationsOf(db: Db, holder: NoticeHolder, lang: Locale, now: Date) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, holder.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const ids = [...new Set(rows.map((n) => contractOfNotice(n.key)).filter((id): id is number => id !== null))];
  const claimIds = [...new Set(rows.map((n) => claimOfNotice(n.key)).filter((id): id is number => id !== null))];
  const [targets, claimLinks] = await Promise.all([noticeTargets(db, holder, ids, now), claimTargets(db, holder.id, claimIds)]);
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: lang === 'ar' ? n.titleAr : n.titleEn,
      body: lang === 'ar' ? n.bodyAr : n.bodyEn,
      read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
      target: targets.get(contractOfNotice(n.key) ?? -1) ?? claimLinks.get(claimOfNotice(n.key) ?? -1) ?? null,
    })),
    new_notification: rows.some((n) => n.readAt === null),
  };
}
