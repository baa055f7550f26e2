import type { ClaimDue } from '@/lib/api/endpoints/claims';
import { ammanDay } from '@/lib/calendar/days';
import { addWorkingDays } from '@/lib/model/claims/working-days';
import { CLAIM_DEADLINES } from '@/lib/config/claims';
import type { ClaimRow } from './rules';

type DueRow = Pick<ClaimRow, 'state' | 'outcome' | 'reportedAt' | 'stateSince' | 'payBy' | 'netFils' | 'paidAt'>;

/** The working days an approved amount has to be paid in: the small claims' or the larger ones'. */
export const payWithin = (netFils: number) =>
  (netFils <= CLAIM_DEADLINES.smallClaimMaxFils ? CLAIM_DEADLINES.payWithinSmall : CLAIM_DEADLINES.payWithinLarge);

/** The day an amount approved on `day` must be paid by. */
export const payByFrom = (day: string, netFils: number) => addWorkingDays(day, payWithin(netFils));

/** The day missing documents must be named by, for a claim reported on `day`. */
export const documentsDueFrom = (day: string) => addWorkingDays(day, CLAIM_DEADLINES.nameMissingDocumentsWithin);

/** The day a claim that entered review on `day` must be decided by. */
export const decisionDueFrom = (day: string) => addWorkingDays(day, CLAIM_DEADLINES.decideWithin);

/**
 * The company's next deadline on a claim, by its state, in Jordan's working days (CLAIM_DEADLINES):
 * naming missing documents from the report, deciding from entering review, paying by `pay_by`, closing
 * from the payment. None runs while the company waits for the customer's documents, nor once closed or
 * refused. `working_days` is the rule's length; `overdue` once today (Jordan) is after `by`. Payment is
 * measured to the day the money can be reached: a cheque issued (`chequeReadyOn`, its ready day) whose
 * ready day falls after `pay_by` has missed it already, though the claim is not yet paid.
 */
export function claimDue(claim: DueRow, today: string, chequeReadyOn: string | null = null): ClaimDue | null {
  const due = ((): Omit<ClaimDue, 'overdue'> | null => {
    switch (claim.state) {
      case 'reported':
      case 'assessment':
        return { kind: 'documents', by: documentsDueFrom(ammanDay(claim.reportedAt)), working_days: CLAIM_DEADLINES.nameMissingDocumentsWithin };
      case 'review':
        return { kind: 'decision', by: decisionDueFrom(ammanDay(claim.stateSince)), working_days: CLAIM_DEADLINES.decideWithin };
      case 'decided':
        return claim.outcome === 'approved' && claim.payBy && claim.netFils !== null
          ? { kind: 'payment', by: claim.payBy, working_days: payWithin(claim.netFils) }
          : null;
      case 'paid':
        return claim.paidAt
          ? { kind: 'closing', by: addWorkingDays(ammanDay(claim.paidAt), CLAIM_DEADLINES.closeWithin), working_days: CLAIM_DEADLINES.closeWithin }
          : null;
      default:
        return null;
    }
  })();
  if (!due) return null;
  const reachedOn = due.kind === 'payment' && chequeReadyOn !== null && chequeReadyOn > today ? chequeReadyOn : today;
  return { ...due, overdue: reachedOn > due.by };
}
