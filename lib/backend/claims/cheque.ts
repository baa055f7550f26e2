import { addDays, ammanDay } from '@/lib/calendar/days';
import { CHEQUE_PROCESSING_DAYS } from '@/lib/config/business';
import { cheques } from '../db/schema';
import type { Tx } from '../db/tx';
import type { ClaimRow } from './rules';

type ChequeRow = typeof cheques.$inferSelect;

/**
 * The number of a claim's cheque: seven digits from 5000000 up, by the claim's id. The company's older
 * cheques and the seed's are 1000xx and 2xxxxx (lib/backend/seeds), so the spaces never meet.
 */
export const claimChequeNumber = (claimId: number) => String(5_000_000 + claimId);

/**
 * Issues the cheque of an approved claim, in the settling transaction: the net amount in JOD, the
 * customer's mobile as the phone the lookup asks for, settled today (Jordan), processing at first.
 */
export async function issueClaimCheque(tx: Tx, claim: ClaimRow, phone: string, now: Date): Promise<string> {
  const chequeId = claimChequeNumber(claim.id);
  await tx.insert(cheques).values({
    chequeId, phone, status: 'processing', amount: (claim.netFils ?? 0) / 1000, settlementDate: ammanDay(now), claimId: claim.id,
  });
  return chequeId;
}

/** The day a claim's cheque is ready for pick-up: CHEQUE_PROCESSING_DAYS after its settlement (spec §9). */
export const chequeReadyOn = (settlementDay: string) => addDays(settlementDay, CHEQUE_PROCESSING_DAYS);

/**
 * A cheque's status as the lookup tells it. A claim's cheque follows the portal's cheque states on its
 * own: processing until CHEQUE_PROCESSING_DAYS after the settlement, then ready for pick-up (a branch
 * marks it delivered when handed over). The company's other cheques are as stored.
 */
export function chequeStatusOf(row: ChequeRow, now: Date): ChequeRow['status'] {
  if (row.claimId === null || row.status !== 'processing' || !row.settlementDate) return row.status;
  return ammanDay(now) >= chequeReadyOn(row.settlementDate) ? 'ready' : 'processing';
}
