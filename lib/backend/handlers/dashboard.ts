import type { dashboard } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { notificationsOf } from '../notices/list';
import { holderViews, policiesOf, upcomingAppointmentCount, viewStatistics } from '../contracts';
import type { AreaHandlers } from './registry';
import { publicUser, requireUser } from '../accounts';

/**
 * GET /user/getCustomerSummary: the user, the notifications, the contracts and their figures, each as
 * its own call answers it, from one read of the contracts (the renewals are among the holder's own
 * contracts, and the figures are counted from the list's days to expire).
 */
const getCustomerSummary: Handler<typeof dashboard.getCustomerSummary> = async ({ db, user, now, lang }) => {
  const me = requireUser(user);
  const rows = await policiesOf(db, me.id);
  const [notifications, appointments, policies] = await Promise.all([
    notificationsOf(db, me, lang, now),
    upcomingAppointmentCount(db, me.id, now),
    holderViews(db, me, rows, now, lang, true),
  ]);
  return { user: publicUser(me), notifications, policies, statistics: { ...viewStatistics(policies), appointments } };
};

/** What the signed-in dashboard shows, in one call. */
export const dashboardHandlers = {
  getCustomerSummary,
} satisfies AreaHandlers;
