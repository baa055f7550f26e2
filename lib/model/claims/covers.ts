import { CLAIM_EVENTS, type ClaimEvent } from '@/lib/config/claims';
import { COVERS, PRODUCT_COVERS, type CoverKey, type CoverProduct, type ProductCover } from '@/lib/config/covers';
import type { PolicyLine } from '@/lib/config/lines';
import { productOf } from '@/lib/model/contracts/product-names';

/**
 * A contract's covers and the claim events they pay, from its line and segment code: the report's
 * first step offers these events, and the backend refuses any other (422 claim_event_not_covered).
 */

/**
 * The product whose covers a contract holds. A code the table does not know (a new product of the core
 * system) is read as the line's widest product, so no claim it may pay is refused on the portal: the
 * claims desk decides it.
 */
export function coverProductOf(line: PolicyLine, segmentCode: string): CoverProduct {
  const { name } = productOf(line, segmentCode);
  switch (line) {
    case 'motor':
      return name.key === 'motor.thirdParty' ? 'motor-third-party' : 'motor-comprehensive';
    case 'travel':
      return name.key === 'travel.sky' ? 'travel-sky' : 'travel-sky-plus';
    default:
      return line;
  }
}

/** The covers of a contract, in the order the screens list them. */
export const contractCovers = (line: PolicyLine, segmentCode: string): readonly ProductCover[] =>
  PRODUCT_COVERS[coverProductOf(line, segmentCode)];

/** The events a claim on this contract may report: those its covers pay, in the line's order. */
export function claimEventsOf(line: PolicyLine, segmentCode: string): ClaimEvent[] {
  const paid = new Set<ClaimEvent>(contractCovers(line, segmentCode).flatMap((c) => COVERS[c.cover].events));
  return (CLAIM_EVENTS[line] as readonly ClaimEvent[]).filter((event) => paid.has(event));
}

/** The cover that pays an event of a line (the one a refusal names when the contract lacks it). */
export function coverOfEvent(line: PolicyLine, event: ClaimEvent): CoverKey | undefined {
  return (Object.keys(COVERS) as CoverKey[]).find((key) => COVERS[key].line === line && (COVERS[key].events as readonly string[]).includes(event));
}

/** A contract's cover of an event, with its limit and excess; undefined when the contract does not pay it. */
export function contractCoverOf(line: PolicyLine, segmentCode: string, event: ClaimEvent): ProductCover | undefined {
  const key = coverOfEvent(line, event);
  return contractCovers(line, segmentCode).find((c) => c.cover === key);
}

/** Third party only: the customer's own car is not covered, and the report says so plainly. */
export const paysOnlyOthers = (line: PolicyLine, segmentCode: string) => line === 'motor' && coverProductOf(line, segmentCode) === 'motor-third-party';
