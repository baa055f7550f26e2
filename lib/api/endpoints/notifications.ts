import { z } from 'zod';
import { endpoint } from '../define';
import { requiredText } from '@/lib/validation/fields';

export const registerPushToken = endpoint({
  method: 'POST', path: '/notifications/register',
  body: z.object({ token: requiredText(4096), platform: z.enum(['web']) }),
  response: z.object({ ok: z.literal(true) }),
});

/** Title and body come in the request's language. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['expiry', 'appointment', 'general']),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export const notificationsResponse = z.object({ notifications: z.array(notificationSchema), new_notification: z.boolean() });
export const getNotifications = endpoint({
  method: 'GET', path: '/notifications/getUserNotifications',
  response: notificationsResponse,
});
export const readNotifications = endpoint({
  method: 'PATCH', path: '/notifications/readUserNotifications',
  response: z.object({ ok: z.literal(true) }),
});
