import type { policies as contract } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { policiesOf, policyView } from '../policies/view';
import type { AreaHandlers } from './registry';
import { requireUser } from './user-view';

/** GET /user/polices: the signed-in customer's contracts of every line. */
const getMyPolicies: Handler<typeof contract.getMyPolicies> = async ({ db, user, now }) => {
  const me = requireUser(user);
  return { policies: (await policiesOf(db, me.id)).map((row) => policyView(row, now)) };
};

/** Contracts, statistics, contract PDF and QR verification, the customer's appointments. */
export const policyHandlers: AreaHandlers = {
  getMyPolicies: getMyPolicies as Handler,
};
