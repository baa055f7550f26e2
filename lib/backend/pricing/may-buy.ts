import type { UserRow } from '../context';
import { HttpError } from '../http';
import { CONTRACT_BLOCKED_MESSAGE } from '../accounts';

/** Spec §8: a blacklisted customer creates no contract of any line (nor renews one), nor is priced for one. */
export function assertMayBuy(user: UserRow): void {
  if (user.blackList) throw new HttpError(403, 'contract_blocked', CONTRACT_BLOCKED_MESSAGE);
  if (user.type !== 'customer') throw new HttpError(403, 'customers_only', 'Only customers buy contracts');
}
