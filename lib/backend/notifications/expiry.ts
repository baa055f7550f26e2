import { and, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { EXPIRY_WARNING_DAYS } from '@/lib/config/business';
import { daysToExpiry } from '@/lib/format';
import type { Db } from '../db/client';
import { notifications, policies } from '../db/schema';
import { dayFrom } from '../seeds/dates';
import { daysLeftAr, daysLeftEn } from './days';

/** Arabic names of the lines, as the contract screens call them. */
const LINE_AR = { motor: 'السيارة', travel: 'السفر', home: 'المنزل', medical: 'التأمين الطبي', 'personal-accident': 'الحماية الشخصية' } as const;
const LINE_EN = { motor: 'car', travel: 'travel', home: 'home', medical: 'medical', 'personal-accident': 'personal guard' } as const;

/**
 * Writes one `expiry` notification for each of the user's contracts that ends within the warning
 * window (0 to 20 days, spec §9). The key names the contract and its expiry day, so the notice is
 * written once, and again only if the contract is renewed into a new window.
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
    notExists(db.select({ one: sql`1` }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.key, noticeKey)))),
  ));
  if (due.length === 0) return 0;
  const rows = due.map((p) => {
    const days = Math.max(0, daysToExpiry(p.expiry, now));
    return {
      userId,
      kind: 'expiry' as const,
      key: `expiry:${p.id}:${p.expiry}`,
      titleEn: `Your ${LINE_EN[p.line]} contract expires ${daysLeftEn(days)}`,
      titleAr: `ينتهي عقد ${LINE_AR[p.line]} ${daysLeftAr(days)}`,
      bodyEn: `Contract ${p.contractNumber} expires ${daysLeftEn(days)}. Renew it in time to stay covered.`,
      bodyAr: `ينتهي العقد رقم ${p.contractNumber} ${daysLeftAr(days)}. جدّده في الوقت المناسب لتبقى مغطّى.`,
      createdAt: now,
    };
  });
  const written = await db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  return written.length;
}
