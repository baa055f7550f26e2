import { ammanDay } from '@/lib/calendar/days';
import type { Locale } from '@/lib/config/business';
import { COMPANY_OFFICES } from '@/lib/config/company';
import { chequeReadyOn } from '@/lib/model/claims/cheque';
import { cheques } from '../db/schema';
import type { Tx } from '../db/tx';
import type { ClaimRow } from './rules';

type ChequeRow = typeof cheques.$inferSelect;

export { chequeReadyOn };

/**
 * The number of a claim's cheque: seven digits from 5000000 up, by the claim's id. The company's older
 * cheques and the seed's are 1000xx and 2xxxxx (lib/backend/seeds), so the spaces never meet.
 */
export const claimChequeNumber = (claimId: number) => String(5_000_000 + claimId);

/** Where a claim's cheque is collected: the claims office (the cheque lookup names the same place). */
export function chequePlace(lang: Locale): string {
  const office = COMPANY_OFFICES.find((o) => o.id === 'claims-office') ?? COMPANY_OFFICES[0];
  return office.address[lang];
}

/**
 * Issues the cheque of an approved claim, in the settling transaction: the net amount in JOD, the
 * customer's mobile as the phone the lookup asks for, settled today (Jordan), processing at first.
 * Answers its number and the day it can be collected.
 */
export async function issueClaimCheque(tx: Tx, claim: ClaimRow, phone: string, now: Date): Promise<{ chequeId: string; readyOn: string }> {
  const chequeId = claimChequeNumber(claim.id);
  const settlementDate = ammanDay(now);
  await tx.insert(cheques).values({
    chequeId, phone, status: 'processing', amount: (claim.netFils ?? 0) / 1000, settlementDate, claimId: claim.id,
  });
  return { chequeId, readyOn: chequeReadyOn(settlementDate) };
}

/**
 * A cheque's status as the lookup tells it. A claim's cheque follows the portal's cheque states on its
 * own: processing until its ready day (chequeReadyOn), then ready for pick-up (a branch marks it
 * delivered when handed over). The company's other cheques are as stored.
 */
export function chequeStatusOf(row: ChequeRow, now: Date): ChequeRow['status'] {
  if (row.claimId === null || row.status !== 'processing' || !row.settlementDate) return row.status;
  return ammanDay(now) >= chequeReadyOn(row.settlementDate) ? 'ready' : 'processing';
}
