import type { PolicyLine } from '@/lib/config/lines';

/**
 * What the customer is told to do about a contract that is about to end, and only what they can do:
 * renew a car contract the web renews; ask the company for one it does not; for the lines that have
 * no renewal, buy a new cover (travel: before the next trip) or send a medical request. The keys are
 * those of `policy.expiringAdvice` in the messages; the expiry notifications say the same.
 */
export type ExpiryAdvice = 'renew' | 'company' | 'travel' | 'buyNew' | 'medical';

export function adviceFor(line: PolicyLine, renewableOnWeb: boolean): ExpiryAdvice {
  if (line === 'motor') return renewableOnWeb ? 'renew' : 'company';
  if (line === 'travel') return 'travel';
  if (line === 'medical') return 'medical';
  return 'buyNew';
}
