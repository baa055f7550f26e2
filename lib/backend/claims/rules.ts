import type { CustomerClaimAction, DeskClaimAction } from '@/lib/api/endpoints/claims';
import { addDays, ammanDay } from '@/lib/calendar/days';
import { CLAIM_APPEAL_DAYS } from '@/lib/config/claims';
import type { ClaimState } from '@/lib/validation/claim';
import type { claims } from '../db/schema';

export type ClaimRow = typeof claims.$inferSelect;

/**
 * The claim's state machine, the one place that says what may be done next. Each step names the
 * states it leaves from and any further condition; the step's handler checks it inside the
 * transaction that holds the claim's row lock, and the views list the same steps as the actions the
 * customer's page and the desk show.
 */
export type ClaimStep =
  | 'assessor' | 'answer_document' | 'accept' | 'dispute' | 'appeal'
  | 'request_documents' | 'assess' | 'approve' | 'refuse' | 'settle' | 'close';

/** What a condition may look at besides the row: today in Jordan and the document requests still open. */
export interface StepContext {
  today: string;
  openRequests: number;
}

const OPEN_BEFORE_DECISION: readonly ClaimState[] = ['reported', 'assessment', 'documents', 'review'];

/** The last day (yyyy-MM-dd, Jordan) a decision may be appealed or a settlement offer disputed. */
export function appealUntil(claim: Pick<ClaimRow, 'decidedAt'>): string | null {
  return claim.decidedAt ? addDays(ammanDay(claim.decidedAt), CLAIM_APPEAL_DAYS) : null;
}

const withinAppeal = (claim: ClaimRow, today: string) => {
  const until = appealUntil(claim);
  return until !== null && today <= until;
};

const offered = (c: ClaimRow) => c.state === 'decided' && c.outcome === 'approved';

/** The decision a customer's answer names: an approval with the amount it pays, or a refusal, and its version. */
export type NamedDecision = { outcome: 'approved'; version: number; netFils: number } | { outcome: 'refused'; version: number };

/**
 * Whether the decision the customer answers is the one that stands: still in force (an approval not
 * disputed, through its payment and closing; a refusal not appealed), the same version, and for an
 * approval the same amount. A tab left open across a dispute and a new approval names the old one, and
 * its answer is refused. Whether the step itself is still open is canStep's to say.
 */
export function decisionStands(c: ClaimRow, named: NamedDecision): boolean {
  if (c.decisionVersion !== named.version || c.outcome !== named.outcome) return false;
  if (named.outcome === 'refused') return c.state === 'refused' || c.state === 'closed';
  return ['decided', 'paid', 'closed'].includes(c.state) && c.netFils === named.netFils;
}

const CONDITIONS: Record<ClaimStep, (c: ClaimRow, ctx: StepContext) => boolean> = {
  // The customer books the assessor for a car claim once, before anything else happened.
  assessor: (c) => c.state === 'reported' && c.line === 'motor' && c.appointmentId === null,
  answer_document: (c, ctx) => c.state === 'documents' && ctx.openRequests > 0,
  accept: (c) => offered(c) && c.acceptedAt === null,
  dispute: (c, ctx) => offered(c) && c.acceptedAt === null && withinAppeal(c, ctx.today),
  appeal: (c, ctx) => c.state === 'refused' && withinAppeal(c, ctx.today),
  request_documents: (c) => OPEN_BEFORE_DECISION.includes(c.state),
  assess: (c) => OPEN_BEFORE_DECISION.includes(c.state),
  approve: (c) => c.state === 'review',
  refuse: (c) => OPEN_BEFORE_DECISION.includes(c.state),
  // Once: a cheque issued waits for its ready day (the claim stays decided), a transfer is paid when sent.
  settle: (c) => offered(c) && c.acceptedAt !== null && c.paidAt === null && c.chequeId === null,
  // A refusal is closed once the customer can no longer appeal it.
  close: (c, ctx) => c.state === 'paid' || (c.state === 'refused' && !withinAppeal(c, ctx.today)),
};

export const canStep = (step: ClaimStep, claim: ClaimRow, ctx: StepContext): boolean => CONDITIONS[step](claim, ctx);

const CUSTOMER_STEPS: Record<CustomerClaimAction, ClaimStep> = {
  book_assessor: 'assessor', upload: 'answer_document', accept: 'accept', dispute: 'dispute', appeal: 'appeal',
};
const DESK_STEPS: Record<DeskClaimAction, ClaimStep> = {
  request_documents: 'request_documents', assess: 'assess', approve: 'approve', refuse: 'refuse', settle: 'settle', close: 'close',
};

/** What the customer may do next on their claim. */
export function customerActions(claim: ClaimRow, ctx: StepContext): CustomerClaimAction[] {
  return (Object.keys(CUSTOMER_STEPS) as CustomerClaimAction[]).filter((a) => canStep(CUSTOMER_STEPS[a], claim, ctx));
}

/** What customer care may do next on a claim. */
export function deskActions(claim: ClaimRow, ctx: StepContext): DeskClaimAction[] {
  return (Object.keys(DESK_STEPS) as DeskClaimAction[]).filter((a) => canStep(DESK_STEPS[a], claim, ctx));
}

/** A claim still being handled: not closed and not refused (the duplicate warning's and the desk's "open"). */
export const isOpen = (state: ClaimState) => state !== 'closed' && state !== 'refused';
