import type { Claim } from '@/lib/api/endpoints/claims';
import type { ClaimState } from '@/lib/validation/claim';

type Kind = Claim['timeline'][number]['kind'];

/** The road of a claim that is paid: the states in order, as the customer's page and the desk show them. */
export const PAID_ROAD = ['reported', 'assessment', 'documents', 'review', 'decided', 'paid', 'closed'] as const satisfies readonly ClaimState[];
/** The road of a refused claim: it ends at the refusal (and its closing, once closed). */
const REFUSED_ROAD = ['reported', 'assessment', 'documents', 'review', 'refused'] as const satisfies readonly ClaimState[];

/**
 * The events that show a claim was in a middle step. A claim may pass one by (a travel claim has no
 * assessor; a claim refused at once was never reviewed; one that needed nothing more never waited for
 * documents): a step behind the claim with none of its events is left out, not shown as done.
 */
const WAS_IN: Partial<Record<ClaimState, readonly Kind[]>> = {
  assessment: ['assessor_booked', 'assessed'],
  documents: ['documents_requested'],
  // Approving needs the review state, so an approval shows the claim was reviewed.
  review: ['assessed', 'document_provided', 'disputed', 'appealed', 'approved'],
};

/**
 * The steps a claim's page and the desk show and the one it stands at: `current` is the index of its
 * state, or the number of steps once it is closed (every step done). The steps ahead are the whole
 * road still; the steps behind are those it went through (WAS_IN). A closed claim that was refused
 * keeps the refused road with its closing at the end.
 */
export function claimSteps(claim: Pick<Claim, 'state' | 'decision' | 'timeline'>): { steps: ClaimState[]; current: number } {
  const refused = claim.state === 'refused' || claim.decision?.outcome === 'refused';
  const road: ClaimState[] = refused ? [...REFUSED_ROAD, ...(claim.state === 'closed' ? ['closed' as const] : [])] : [...PAID_ROAD];
  const at = Math.max(0, road.indexOf(claim.state));
  const kinds = new Set(claim.timeline.map((e) => e.kind));
  const steps = road.filter((step, i) => i >= at || !WAS_IN[step] || WAS_IN[step].some((k) => kinds.has(k)));
  if (claim.state === 'closed') return { steps, current: steps.length };
  return { steps, current: steps.indexOf(claim.state) };
}
