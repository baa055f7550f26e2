import { addDays, addYears, dayFrom } from '@/lib/calendar/days';
import { RENEWAL_GRACE_DAYS_AFTER_EXPIRY, RENEWAL_WINDOW_DAYS } from '@/lib/config/business';
import { daysToExpiry } from '@/lib/format';
import type { UserRow } from '../../context';
import type { PolicyRow } from '../row';

export type RenewalState = 'renewable' | 'too-early' | 'blocked' | 'barred' | 'renewed' | 'expired';

export interface Eligibility {
  state: RenewalState;
  reason: PolicyRow['renewalBlockedReason'];
  /** The first day it can be renewed on the web (too early). */
  opensOn: string | null;
  /** The renewed contract's period: from the day after expiry (or today, once expired). */
  newPeriod: { effectiveDate: string; expiry: string };
}

/** The new year: from the day after the old expiry, or from today if that day has passed. */
export function newPeriodOf(expiry: string, now: Date): Eligibility['newPeriod'] {
  const next = addDays(expiry, 1);
  const today = dayFrom(now, 0);
  const start = next < today ? today : next;
  return { effectiveDate: start, expiry: addDays(addYears(start, 1), -1) };
}

/**
 * Whether a motor contract may be renewed on the web now (spec §5, §6, §8), in this order: already
 * renewed; the customer barred from web issuing; a company-only condition (blacklist, car type, claim,
 * bank); more than 45 days before expiry; expired more than RENEWAL_GRACE_DAYS_AFTER_EXPIRY days ago.
 */
export function eligibility(policy: PolicyRow, user: Pick<UserRow, 'webIssuingBarred' | 'blackList'>, renewed: boolean, now: Date): Eligibility {
  const days = daysToExpiry(policy.expiry, now);
  const base = { reason: null, opensOn: null, newPeriod: newPeriodOf(policy.expiry, now) };
  if (renewed) return { ...base, state: 'renewed' };
  if (user.webIssuingBarred) return { ...base, state: 'barred' };
  if (user.blackList) return { ...base, state: 'blocked', reason: 'blacklist' };
  if (policy.renewalBlockedReason) return { ...base, state: 'blocked', reason: policy.renewalBlockedReason };
  if (days > RENEWAL_WINDOW_DAYS) return { ...base, state: 'too-early', opensOn: addDays(policy.expiry, -RENEWAL_WINDOW_DAYS) };
  if (days < -RENEWAL_GRACE_DAYS_AFTER_EXPIRY) return { ...base, state: 'expired' };
  return { ...base, state: 'renewable' };
}
