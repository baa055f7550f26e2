import { z } from 'zod';
import { endpoint } from '../define';
import { gate, userSchema } from './account';
import { notificationsResponse } from './notifications';
import { customerStatisticsSchema, policySchema } from './policies';

/**
 * The portal's addition: what every page of the signed-in dashboard shows, in one call (one session
 * look-up, one read of the contracts): the user, their notifications, their contracts (as
 * GET /user/polices) and the figures of GET /user/getCustomerStatistics. Each part has the same
 * shape as the call it stands for, so the browser's caches of those calls start from it.
 */
export const getCustomerSummary = endpoint({
  method: 'GET', path: '/user/getCustomerSummary',
  response: z.object({
    user: userSchema,
    notifications: notificationsResponse,
    policies: z.array(policySchema),
    statistics: customerStatisticsSchema,
  }),
  userOf: (r) => gate(r.user),
});
export type CustomerSummary = z.infer<typeof getCustomerSummary.response>;
