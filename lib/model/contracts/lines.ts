import type { PolicyLine } from '@/lib/model/contracts/policy';

/** The key of a line's name in the `policy.lines` messages. */
export function lineKey(line: PolicyLine) {
  return line === 'personal-accident' ? 'personalAccident' : line;
}

/** A contract id as the path carries it: digits only, small enough for the database's integer. */
export function isPolicyId(value: string): boolean {
  return /^\d{1,9}$/.test(value);
}
