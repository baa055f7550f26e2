import { z } from 'zod';
import { endpoint } from '../define';
import { policyLines } from '@/lib/config/lines';
import { requiredText } from '@/lib/validation/fields';

export const registerPushToken = endpoint({
  method: 'POST', path: '/notifications/register',
  body: z.object({ token: requiredText(4096), platform: z.enum(['web']) }),
  response: z.object({ ok: z.literal(true) }),
});

/**
 * Where a notice leads: about a contract, to the car renewal when the web renews it now, else to the
 * contract's page; about a claim, to the claim's page (`claim_id`, with the claim's contract).
 */
export const noticeTargetSchema = z.object({
  kind: z.enum(['renewal', 'contract', 'claim']), line: z.enum(policyLines), policy_id: z.number().int(), claim_id: z.number().int().optional(),
});
export type NoticeTarget = z.infer<typeof noticeTargetSchema>;

/** Title and body come in the request's language. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['expiry', 'appointment', 'claim', 'general']),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
  /** The portal's addition: null on notices about no contract (and on contracts no longer the holder's). */
  target: noticeTargetSchema.nullish(),
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
