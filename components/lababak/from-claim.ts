import type { Claim } from '@/lib/api/endpoints/claims';
import { NOTE_MAX_LENGTH } from '@/lib/validation/appointment';

/**
 * What a car claim already told us, for the assessor booked from it: the booking does not ask again
 * whether the car moves, where it happened, or what happened. `approved`: the place is in a service
 * area (the claim takes any place; the assessor comes only to those), asked by the page.
 */
export type ClaimStart = {
  id: number;
  reference: string;
  policyId: number;
  /** Whether the car can be driven; null when the claim did not ask (damage done to someone else). */
  canMove: boolean | null;
  location: { lat: number; lng: number; address: string } | null;
  note: string;
  /** The place is in a service area (asked by the page); false when there is no place. */
  approved: boolean;
};

/** The account cut at a word, not mid-word, with an ellipsis, when it is longer than a note may be. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${/\s/.test(text[max - 1] ?? '') ? cut : cut.replace(/\s+\S*$/, '')}…`;
}

/** The start a claim gives, or null for a claim that is not a car's (no assessor comes to a trip). */
export function claimStart(claim: Claim, approved: boolean): ClaimStart | null {
  if (claim.line !== 'motor' || claim.details.line !== 'motor') return null;
  const note = claim.description.trim();
  return {
    id: claim.id,
    reference: claim.reference,
    policyId: claim.policy_id,
    canMove: claim.details.drivable,
    location: claim.location,
    approved: claim.location !== null && approved,
    note: shortened(note, NOTE_MAX_LENGTH),
  };
}

/**
 * The booking's answers from the claim and the steps they settle: the movement when the car can be
 * driven (no towing then; a car that cannot is still asked about towing), the place when it is served.
 */
export function claimPrefill(start: ClaimStart) {
  const values = {
    ...(start.canMove === null ? {} : { can_move: start.canMove }),
    ...(start.canMove ? { towing: false } : {}),
    ...(start.location ? { location: { ...start.location, approved: start.approved, source: 'typed' as const } } : {}),
    note: start.note,
  };
  const done = [...(start.canMove ? ['movement'] : []), ...(start.location && start.approved ? ['location'] : [])];
  return { values, done };
}
