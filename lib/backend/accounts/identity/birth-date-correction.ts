import { eq, or } from 'drizzle-orm';
import { dayFrom, isCalendarDay } from '@/lib/calendar/days';
import { toE164 } from '@/lib/phone';
import type { Db } from '../../db/client';
import { birthDateCorrections, users } from '../../db/schema';
import { numberHolderFirst } from '../unique-contact';

export type BirthDateCorrection = {
  /** The customer, by the e-mail or the mobile number of their account. */
  login: string;
  /** The right birth date, yyyy-MM-dd, as the document shown reads. */
  birthDate: string;
  /** Why: the document that shows it, e.g. "national ID card seen at the Amman branch". */
  reason: string;
  /** Who corrects it: the staff member's name or number. */
  correctedBy: string;
};

export class CorrectionRefused extends Error {}

/**
 * The company's correction of a customer's birth date (docs/buying-online.md, "Correcting a birth date"):
 * there is no staff screen for it, and the portal never lets a customer change it online, since it
 * prices every contract and decides the refusal at 60. In one transaction: the account's row locked,
 * its birth date replaced (now known from a document, so no longer "declared by you"), and the
 * correction kept with the date before, the reason, who and when. Contracts issued before keep the
 * birth date they were priced on.
 */
export async function correctBirthDate(db: Db, correction: BirthDateCorrection, now: Date) {
  const reason = correction.reason.trim();
  const correctedBy = correction.correctedBy.trim();
  if (!isCalendarDay(correction.birthDate) || correction.birthDate > dayFrom(now, 0)) {
    throw new CorrectionRefused(`Not a birth date: ${correction.birthDate} (yyyy-MM-dd, from 1900, not in the future)`);
  }
  if (reason.length < 10) throw new CorrectionRefused('Say why, naming the document seen (at least 10 characters)');
  if (!correctedBy) throw new CorrectionRefused('Say who makes the correction');
  const login = correction.login.trim().toLowerCase();
  const mobile = toE164(login) ?? login;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, birthDate: users.birthDate }).from(users)
      .where(or(eq(users.email, login), eq(users.mobile, mobile))).orderBy(...numberHolderFirst).limit(1).for('update');
    if (!user) throw new CorrectionRefused(`No account with the e-mail or mobile number ${correction.login}`);
    await tx.update(users).set({ birthDate: correction.birthDate, birthDateDeclared: false }).where(eq(users.id, user.id));
    const [row] = await tx.insert(birthDateCorrections).values({
      userId: user.id, previousBirthDate: user.birthDate, birthDate: correction.birthDate, reason, correctedBy, correctedAt: now,
    }).returning();
    return row!;
  });
}
