import { ammanDay } from '@/lib/calendar/days';
import { CLAIM_DEADLINES } from '@/lib/config/claims';
import type { Claim } from '@/lib/api/endpoints/claims';

export type DueKind = 'documents' | 'decision' | 'payment' | 'closing';

/** A deadline as the customer's page words it: what the company must do, by which day, counted how. */
export interface DueNotice {
  kind: DueKind;
  /** yyyy-MM-dd, a day in Jordan. */
  by: string;
  /** Jordan's working days the deadline counts, from the step it runs from. */
  days: number;
  overdue: boolean;
}

/** Working days an approved amount must be paid within (the compulsory-motor instructions of 2025). */
export function payWithinDays(netFils: number): number {
  return netFils <= CLAIM_DEADLINES.smallClaimMaxFils ? CLAIM_DEADLINES.payWithinSmall : CLAIM_DEADLINES.payWithinLarge;
}

/**
 * The deadline the company is held to on this claim now, or null when none runs (the company waits
 * for the customer's documents, or the claim is paid or closed). An approved claim not yet paid shows
 * its `pay_by`, whether or not the customer has chosen how to be paid: the clock runs from the approval.
 */
export function dueNotice(claim: Pick<Claim, 'state' | 'due' | 'pay_by' | 'net_fils' | 'decision'>, now: Date = new Date()): DueNotice | null {
  const unpaid = claim.decision?.outcome === 'approved' && claim.state === 'decided';
  if (unpaid && claim.pay_by) {
    const days = claim.due?.kind === 'payment' ? claim.due.working_days : payWithinDays(claim.decision?.outcome === 'approved' ? claim.decision.net_fils : claim.net_fils ?? 0);
    return { kind: 'payment', by: claim.pay_by, days, overdue: claim.due?.kind === 'payment' ? claim.due.overdue : ammanDay(now) > claim.pay_by };
  }
  if (!claim.due || claim.state === 'closed') return null;
  return { kind: claim.due.kind, by: claim.due.by, days: claim.due.working_days, overdue: claim.due.overdue };
}
