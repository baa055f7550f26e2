import type { Claim } from '@/lib/api/endpoints/claims';
import type { ClaimState } from '@/lib/validation/claim';

/** The road of a claim that is paid: the states in order, as the customer's page shows them. */
export const PAID_ROAD = ['reported', 'assessment', 'documents', 'review', 'decided', 'paid', 'closed'] as const satisfies readonly ClaimState[];
/** The road of a refused claim: it ends at the refusal (and its closing, once closed). */
const REFUSED_ROAD = ['reported', 'assessment', 'documents', 'review', 'refused'] as const satisfies readonly ClaimState[];

/**
 * The steps a claim's page shows and the one it stands at: `current` is the index of its state, or the
 * number of steps once it is closed (every step done). A closed claim that was refused keeps the
 * refused road with its closing at the end.
 */
export function claimSteps(claim: Pick<Claim, 'state' | 'decision'>): { steps: ClaimState[]; current: number } {
  const refused = claim.state === 'refused' || claim.decision?.outcome === 'refused';
  const steps: ClaimState[] = refused ? [...REFUSED_ROAD, ...(claim.state === 'closed' ? ['closed' as const] : [])] : [...PAID_ROAD];
  if (claim.state === 'closed') return { steps, current: steps.length };
  return { steps, current: Math.max(0, steps.indexOf(claim.state)) };
}
