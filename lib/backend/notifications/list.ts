import { desc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/**
 * A user's notifications as the API shows them: newest first, title and body in `lang`, and whether
 * any is unread (spec §3 new_notification). Only reads: the expiry notices are written by the
 * reminder schedule (expiry.ts), the read flags by PATCH /notifications/readUserNotifications.
 */
export async function notificationsOf(db: Db, userId: number, lang: Locale) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: lang === 'ar' ? n.titleAr : n.titleEn,
      body: lang === 'ar' ? n.bodyAr : n.bodyEn,
      read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
    })),
    new_notification: rows.some((n) => n.readAt === null),
  };
}
