import { addDays } from '@/lib/calendar/days';
import type { Policy, PolicyRenewal, RenewedBy } from '@/lib/model/contracts/policy';
import { policyLines, type PolicyLine } from '@/lib/config/lines';
import { RENEWAL_GRACE_DAYS_AFTER_EXPIRY, RENEWAL_WINDOW_DAYS } from '@/lib/config/business';
import { inRenewalWindow } from '@/lib/format';
import { coverStateOf, type CoverPeriod } from './cover-state';

export type RenewalBlockedReason = NonNullable<Policy['renewal_blocked_reason']>;

export function isPolicyLine(value: string): value is PolicyLine {
  return (policyLines as readonly string[]).includes(value);
}

/** The key of each line's name in the `nav` messages. */
export const lineNavKey = {
  motor: 'motor',
  travel: 'travel',
  home: 'home_line',
  medical: 'medical',
  'personal-accident': 'personalAccident',
} as const satisfies Record<PolicyLine, string>;

/** Where each line's list and purchase live. */
export const lineListHref = (line: PolicyLine) => `/dashboard/${line}` as const;
export const buyLineHref = (line: PolicyLine) => `/create-policy-${line}` as const;
export const policyHref = (p: Pick<Policy, 'line' | 'id'>) => `/policy/${p.line}/${p.id}` as const;
export const policyPdfHref = (lang: string, p: Pick<Policy, 'line' | 'id'>) => `/${lang}/policy/${p.line}/${p.id}/pdf`;
export const renewalHref = (p: Pick<Policy, 'id'>) => ({ pathname: '/car-insurance-renewal', query: { policyId: String(p.id) } }) as const;
/** The line's purchase, told which contract to copy the customer's details from (the flow reads `from`). */
export const buyAgainHref = (p: Pick<Policy, 'id' | 'line'>) => ({ pathname: buyLineHref(p.line), query: { from: String(p.id) } }) as const;
/** A Lababak accident-assessment booking for one car: the booking starts with this contract chosen. */
export const assessmentHref = (p: Pick<Policy, 'id'>) => ({ pathname: '/lababak-service', query: { policy: String(p.id) } }) as const;

/** Soonest expiry first; expired contracts last, the most recently expired first among them. */
export function sortForList(policies: readonly Policy[]): Policy[] {
  const rank = (p: Policy) => (p.days_to_expire < 0 ? 1 : 0);
  return [...policies].sort((a, b) =>
    rank(a) - rank(b)
    || (rank(a) ? b.days_to_expire - a.days_to_expire : a.days_to_expire - b.days_to_expire)
    || a.id - b.id);
}

export function ofLine(policies: readonly Policy[], line: PolicyLine): Policy[] {
  return sortForList(policies.filter((p) => p.line === line));
}

/**
 * What a contract card says about its dates (coverState): not started yet, expired, the 20-day warning
 * of a cover that has started, or nothing special. A contract whose renewal is issued is not expiring:
 * the renewal continues it (its card says so).
 */
export type ExpiryNotice = 'upcoming' | 'expired' | 'expiring' | null;
export function expiryNotice(p: CoverPeriod & Pick<Policy, 'days_to_expire' | 'renewed_by'>): ExpiryNotice {
  const state = coverStateOf(p);
  if (state === 'active') return null;
  if (state === 'expiring' && p.renewed_by) return null;
  return state;
}

/** The contracts that expire next on the dashboard: a renewed one does not (its renewal is listed by its own expiry). */
export function expiringNext(policies: readonly Policy[]): Policy[] {
  return sortForList(policies.filter((p) => !p.renewed_by));
}

/**
 * What a card offers about renewal (motor only, spec §5, §6 and §8): the renewal once issued; the
 * renew action where the backend says renewing would succeed; the company-only message with its
 * reason (a condition of the contract, the customer barred from web issuing, expired too long ago);
 * or the day the window opens. The backend's answer (`renewal`) decides; an API that does not send
 * one falls back to what the contract's own fields say.
 */
export type CompanyOnly = RenewalBlockedReason | 'barred' | 'expired';
export type Renewal =
  | { kind: 'renewed'; by: RenewedBy }
  | { kind: 'renew' }
  | { kind: 'company'; reason: CompanyOnly }
  | { kind: 'later'; opensOn: string }
  | null;
export function renewalOf(p: Pick<Policy, 'line' | 'expiry' | 'days_to_expire' | 'renewal_blocked_reason' | 'renewed_by' | 'renewal'>): Renewal {
  if (p.line !== 'motor') return null;
  if (p.renewed_by) return { kind: 'renewed', by: p.renewed_by };
  if (p.renewal) return fromBackend(p.renewal);
  if (p.days_to_expire < -RENEWAL_GRACE_DAYS_AFTER_EXPIRY) return null;
  if (p.renewal_blocked_reason) return { kind: 'company', reason: p.renewal_blocked_reason };
  if (p.days_to_expire < 0 || inRenewalWindow(p.days_to_expire)) return { kind: 'renew' };
  return { kind: 'later', opensOn: addDays(p.expiry, -RENEWAL_WINDOW_DAYS) };
}

function fromBackend(r: PolicyRenewal): Renewal {
  switch (r.state) {
    case 'renewable': return { kind: 'renew' };
    case 'too-early': return r.opens_on ? { kind: 'later', opensOn: r.opens_on } : null;
    case 'blocked': return r.reason ? { kind: 'company', reason: r.reason } : null;
    case 'barred': return { kind: 'company', reason: 'barred' };
    case 'expired': return { kind: 'company', reason: 'expired' };
    // Renewed, but the renewal itself not in the answer: nothing to offer, nothing to link to.
    case 'renewed': return null;
  }
}

/**
 * Whether a card offers buying the contract again: lines the spec gives no renewal (all but motor),
 * once a cover that has started is inside the 20-day warning or has ended.
 */
export function offersBuyAgain(p: CoverPeriod & Pick<Policy, 'line' | 'days_to_expire'>): boolean {
  const notice = expiryNotice(p);
  return p.line !== 'motor' && (notice === 'expiring' || notice === 'expired');
}

/** Whether a motor card offers booking an accident assessment: only for a car that is still insured. */
export function offersAssessment(p: Pick<Policy, 'line' | 'days_to_expire'>): boolean {
  return p.line === 'motor' && p.days_to_expire >= 0;
}
