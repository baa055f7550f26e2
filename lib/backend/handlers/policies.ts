import { and, asc, eq } from 'drizzle-orm';
import type { policies as contract } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { policies, users } from '../db/schema';
import { HttpError } from '../http';
import { idParam } from '../params';
import { contractStatistics, holderViews, policiesOf, policyOf, policyView, renewalsOf, upcomingAppointmentCount } from '../contracts';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

const policyNotFound = () => new HttpError(404, 'policy_not_found', 'No such contract');
const customerNotFound = () => new HttpError(404, 'customer_not_found', 'No such customer');

/** GET /user/polices: the signed-in customer's contracts of every line. */
const getMyPolicies: Handler<typeof contract.getMyPolicies> = async ({ db, user, now, lang }) => {
  const me = requireUser(user);
  return { policies: await holderViews(db, me, await policiesOf(db, me.id), now, lang, true) };
};

/** GET /user/{id}/polices: a customer reads only their own; customer care reads any customer's. */
const getUserPolicies: Handler<typeof contract.getUserPolicies> = async ({ db, user, now, params, lang }) => {
  const me = requireUser(user);
  const id = idParam(params.id, customerNotFound());
  if (me.type === 'customer' && id !== me.id) throw customerNotFound();
  let holder = me;
  if (me.type === 'customerCare') {
    const [customer] = await db.select().from(users).where(and(eq(users.id, id), eq(users.type, 'customer'))).limit(1);
    if (!customer) throw customerNotFound();
    holder = customer;
  }
  return { policies: await holderViews(db, holder, await policiesOf(db, id), now, lang, true) };
};

/** GET /user/car/polices/{id}: one motor contract of the signed-in customer. */
const getCarPolicy: Handler<typeof contract.getCarPolicy> = async ({ db, user, now, params, lang }) => {
  const me = requireUser(user);
  const row = await policyOf(db, me.id, idParam(params.id, policyNotFound()));
  if (!row || row.line !== 'motor') throw policyNotFound();
  const [policy] = await holderViews(db, me, [row], now, lang);
  return { policy: policy! };
};

/**
 * GET /user/getPolicyBySegmentCode: the customer's contracts of one segment; customer care searches
 * every customer's (with their renewals, without the holders' renewal states).
 */
const getPolicyBySegmentCode: Handler<typeof contract.getPolicyBySegmentCode> = async ({ db, user, now, query, lang }) => {
  const me = requireUser(user);
  const bySegment = eq(policies.segmentCode, query.segmentcode);
  const rows = await db.select().from(policies)
    .where(me.type === 'customerCare' ? bySegment : and(bySegment, eq(policies.userId, me.id)))
    .orderBy(asc(policies.expiry), asc(policies.id));
  if (me.type === 'customer') return { policies: await holderViews(db, me, rows, now, lang) };
  const renewals = await renewalsOf(db, rows.map((r) => r.id));
  return { policies: rows.map((row) => policyView(row, now, lang, { renewals })) };
};

/** GET /user/getCustomerStatistics: contracts per line, active, expiring soon (not renewed), and upcoming appointments. */
const getCustomerStatistics: Handler<typeof contract.getCustomerStatistics> = async ({ db, user, now }) => {
  const me = requireUser(user);
  const counts = contractStatistics(await policiesOf(db, me.id), now);
  return { ...counts, appointments: await upcomingAppointmentCount(db, me.id, now) };
};

/** Contracts, statistics, contract PDF and QR verification */
export const policyHandlers = {
  getMyPolicies,
  getUserPolicies,
  getCarPolicy,
  getPolicyBySegmentCode,
  getCustomerStatistics,
} satisfies AreaHandlers;
