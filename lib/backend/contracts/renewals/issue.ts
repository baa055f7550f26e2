import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { daysToExpiry } from '@/lib/format';
import { policies, renewalLinks, users } from '../../db/schema';
import { insertContract } from '../issuers/contract';
import { settleExpiryNotice } from '../notices/expiry';
import { toJod } from '../../pricing';
import type { QuoteRow, Writer } from '../../db/tx';
import { eligibility } from './eligibility';

/** The renewal's quote inputs; `segment_code` (the product renewed) decides its terms and offers (pricing/product.ts). */
export const renewalInputs = z.object({
  policy_id: z.number().int().positive(), link_id: z.number().int().positive().nullable(), segment_code: z.string(),
  /** The insured sum the price was worked out on (the car's value at renewal; 0 for third party); absent on quotes held before it was kept. */
  insured_sum: z.number().nonnegative().optional(),
});
export type RenewalInputs = z.infer<typeof renewalInputs>;

/**
 * Issues a car renewal inside the payment's transaction (settle.ts). The contract being renewed is
 * locked first, so of any number of payments for it only the first to get here renews it; the
 * others find it renewed and answer null (their payment fails as unavailable). A company link is
 * marked used in the same transaction, and the old contract's expiry notice stops asking to renew.
 * `renewal_of_id` is UNIQUE as a last guard.
 */
export async function issueMotorRenewal(tx: Writer, quote: QuoteRow, now: Date) {
  const inputs = renewalInputs.parse(quote.inputs);
  const [old] = await tx.select().from(policies)
    .where(and(eq(policies.id, inputs.policy_id), eq(policies.userId, quote.userId))).for('update');
  if (!old) return null;
  const [already] = await tx.select({ id: policies.id }).from(policies).where(eq(policies.renewalOfId, old.id)).limit(1);
  const [owner] = await tx.select().from(users).where(eq(users.id, quote.userId)).limit(1);
  if (!owner) return null;
  const state = eligibility(old, owner, !!already, now);
  if (inputs.link_id === null) {
    if (state.state !== 'renewable') return null;
  } else {
    // The company chose to send the link, so its own conditions do not apply; it is used once, before its date and the contract's.
    const [link] = await tx.select().from(renewalLinks).where(eq(renewalLinks.id, inputs.link_id)).for('update');
    if (!link || link.usedAt || link.expiresAt <= now || link.policyId !== old.id || link.userId !== quote.userId) return null;
    if (already || daysToExpiry(old.expiry, now) < 0) return null;
    await tx.update(renewalLinks).set({ usedAt: now }).where(eq(renewalLinks.id, link.id));
  }
  const renewal = await insertContract(tx, {
    userId: old.userId,
    line: 'motor',
    segmentCode: old.segmentCode,
    effectiveDate: state.newPeriod.effectiveDate,
    expiry: state.newPeriod.expiry,
    plateNumber: old.plateNumber,
    documentId: old.documentId,
    vehicleType: old.vehicleType,
    vehicleModel: old.vehicleModel,
    productionYear: old.productionYear,
    engineType: old.engineType,
    insuredSum: inputs.insured_sum ?? old.insuredSum,
    premium: toJod(quote.amountFils),
    renewalOfId: old.id,
    // A third-party contract's tariff entry goes on with it, so the next renewal is priced the same way.
    declarations: old.declarations?.third_party ? { third_party: old.declarations.third_party } : null,
  }, now);
  await settleExpiryNotice(tx, old, renewal, now);
  return renewal;
}
