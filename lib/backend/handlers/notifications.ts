import { and, eq, isNull } from 'drizzle-orm';
import type { notifications as notificationEndpoints } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { notifications, pushTokens } from '../db/schema';
import { notificationsOf } from '../notices/list';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

/** The user's notifications, newest first, in the request's language: a read only (notices/list.ts). */
const getNotifications: Handler<typeof notificationEndpoints.getNotifications> = async ({ db, user, lang, now }) =>
  notificationsOf(db, requireUser(user), lang, now);

/** Marks every unread notification of the user read (those already read keep their time). */
const readNotifications: Handler<typeof notificationEndpoints.readNotifications> = async ({ db, user, now }) => {
  const me = requireUser(user);
  await db.update(notifications).set({ readAt: now })
    .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt)));
  return { ok: true as const };
};

/** Stores a web push token for the user; sending the same token again changes nothing. */
const registerPushToken: Handler<typeof notificationEndpoints.registerPushToken> = async ({ db, user, body }) => {
  const me = requireUser(user);
  await db.insert(pushTokens).values({ userId: me.id, token: body.token, platform: body.platform }).onConflictDoNothing();
  return { ok: true as const };
};

/** Notifications and push-token registration. */
export const notificationHandlers = {
  getNotifications,
  readNotifications,
  registerPushToken,
} satisfies AreaHandlers;
