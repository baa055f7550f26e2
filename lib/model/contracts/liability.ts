import type { Policy } from '@/lib/model/contracts/policy';
import { productOf } from './product-names';

/**
 * A third-party car contract covers the holder's liability to others, not the car: it has no insured
 * sum of its own (one bought online stores 0), so screens and the PDF say "Third-party liability"
 * where other contracts show the insured sum, never an amount that would mislead.
 */
export function isLiabilityOnly(policy: Pick<Policy, 'line' | 'segment_code'>): boolean {
  return policy.line === 'motor' && productOf(policy.line, policy.segment_code).name.key === 'motor.thirdParty';
}
