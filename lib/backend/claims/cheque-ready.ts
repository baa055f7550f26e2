import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ammanDay, ammanInstant } from '@/lib/calendar/days';
import { formatJod } from '@/lib/format';
import type { Db } from '../db/client';
import { cheques, claims } from '../db/schema';
import { chequePlace, chequeReadyOn } from './cheque';
import { COMPANY_ACTOR, recordClaimStep } from './record';
import { moveClaim } from './step';

/** The claims whose cheque is issued and not yet ready by the books, with the day each was settled. */
async function waitingForCheques(db: Db) {
  return db.select({ id: claims.id, settlementDate: cheques.settlementDate }).from(claims)
    .innerJoin(cheques, eq(cheques.chequeId, claims.chequeId))
    .where(and(eq(claims.state, 'decided'), isNotNull(claims.chequeId), isNull(claims.paidAt)))
    .orderBy(claims.id);
}

/**
 * A step of the reminders' schedule: each claim settled by cheque becomes paid on its cheque's ready
 * day (chequeReadyOn), paid as of that day's start in Jordan (when the money could first be reached,
 * even when the schedule runs late), with the "cheque ready" step in its timeline and the customer's
 * notice, SMS and e-mail, all in one transaction. The state is stored, not worked out when read: the
 * desk's lists filter by it in SQL, and the step and its messages must happen exactly once. Every server
 * runs the schedule; each claim is taken under its row lock and checked again, so whichever server comes
 * first makes it paid and the others find nothing left to do. Answers how many claims it made paid.
 */
export async function payReadyCheques(db: Db, now: Date): Promise<number> {
  const today = ammanDay(now);
  const due = (await waitingForCheques(db)).filter((c) => c.settlementDate && chequeReadyOn(c.settlementDate) <= today);
  if (due.length === 0) return 0;
  let paid = 0;
  for (const { id, settlementDate } of due) {
    const readyOn = chequeReadyOn(settlementDate!);
    const moved = await db.transaction(async (tx) => {
      const [claim] = await tx.select().from(claims).where(and(eq(claims.id, id), eq(claims.state, 'decided'))).for('update');
      if (!claim || claim.chequeId === null || claim.paidAt !== null) return false;
      const row = await moveClaim(tx, claim, { state: 'paid', paidAt: ammanInstant(readyOn, '00:00') }, now);
      await recordClaimStep(tx, row, COMPANY_ACTOR, now, {
        kind: 'cheque_ready', amountFils: row.netFils, reference: row.chequeId,
        values: (lang) => ({ cheque: row.chequeId ?? '', amount: formatJod((row.netFils ?? 0) / 1000, lang), place: chequePlace(lang) }),
      });
      return true;
    });
    if (moved) paid += 1;
  }
  return paid;
}
