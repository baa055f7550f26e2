import { createsContract, endpointAccess } from '@/lib/api/access';
import type { EndpointName } from '@/lib/api/endpoints';
import type { GateUser } from '@/lib/access/gate-user';
import { holdingScreen } from '@/lib/access/rules';
import type { UserRow } from '../../context';
import { HttpError } from '../../http';

/** Spec §4's words to a blacklisted customer who tries to create a contract (the gate and the quote both say it). */
export const CONTRACT_BLOCKED_MESSAGE = "Your Contract can't be created. Please visit the company or contact us.";

/** The session user's gating fields as the access rules read them. */
export const gateFields = (u: UserRow): GateUser => ({ type: u.type, is_verified: u.isVerified, status: u.status, black_list: u.blackList });

/**
 * The account-state gating of spec §4 on the API, as middleware applies it to pages: a user held on
 * validate-otp, account-review or account-suspended reaches only what that screen needs, customer
 * care only the staff endpoints and the common ones. Null lets the call through; the error says why
 * not (401 with no user, 403 `{code, message}` otherwise).
 */
export function accessRefusal(name: EndpointName, user: UserRow | null): HttpError | null {
  const access = endpointAccess(name);
  if (access === 'public') return null;
  if (!user) return new HttpError(401, 'not_signed_in', 'Please sign in first');
  const held = holdingScreen(gateFields(user));
  if (access === 'verification') {
    return user.isVerified ? refused('account_verified', 'This account has already confirmed its mobile number') : null;
  }
  if (held && user.blackList && createsContract(name)) {
    return refused('contract_blocked', CONTRACT_BLOCKED_MESSAGE);
  }
  if (held) return refused('account_held', 'This account cannot use this service yet', { screen: held });
  const allowed = access === 'customer' ? user.type === 'customer'
    : access === 'staff' ? user.type === 'customerCare'
      : true;
  return allowed ? null : refused('forbidden_role', 'This service is not available to this account');
}

const refused = (code: string, message: string, extra: Record<string, unknown> = {}) => new HttpError(403, code, message, extra);
