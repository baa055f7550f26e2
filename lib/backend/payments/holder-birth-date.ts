import { and, eq, isNull } from 'drizzle-orm';
import { dayFrom } from '@/lib/bookings/time';
import { dayOfApiDate } from '@/lib/validation/api-date';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http';

/** The birth date a quote prices the account holder on, and whether the customer declared it. */
export type HolderBirthDate = { birthDate: string; declared: boolean };

const refused = (field: string, code: string, message: string, key: string) =>
  new HttpError(400, code, message, { fields: { [field]: key } });

const fixed = (field: string) => refused(field, 'birth_date_fixed', 'Your birth date is kept on your account and can not be changed here',
  'purchase.validation.birthDateFixed');

/**
 * The account holder's birth date for a quote, never one the browser chooses: the account's, from the
 * identity document or declared once before. Only where the account has none is `sent` taken, and it
 * is stored on the account in this request (set only while still empty, so two racing declarations
 * keep one), and fixed from then on. A `sent` date that differs from the account's is refused.
 * `field` names the body field in the answer (`birth_date`, `travellers.0.birth_date`).
 */
export async function holderBirthDate(db: Db, user: UserRow, sent: string | undefined, field: string, now: Date): Promise<HolderBirthDate> {
  const day = sent === undefined ? undefined : dayOfApiDate(sent);
  if (user.birthDate) {
    if (day !== undefined && day !== user.birthDate) throw fixed(field);
    return { birthDate: user.birthDate, declared: user.birthDateDeclared };
  }
  if (day === undefined) {
    throw refused(field, 'birth_date_required', 'Please tell us your birth date', 'purchase.validation.birthDateRequired');
  }
  if (day > dayFrom(now, 0)) throw refused(field, 'validation_error', 'Some fields are not valid', 'purchase.validation.birthDate');
  const [stored] = await db.update(users).set({ birthDate: day, birthDateDeclared: true })
    .where(and(eq(users.id, user.id), isNull(users.birthDate))).returning({ birthDate: users.birthDate });
  if (stored) return { birthDate: day, declared: true };
  // Another request declared it first: that one stands.
  const [row] = await db.select({ birthDate: users.birthDate, declared: users.birthDateDeclared }).from(users).where(eq(users.id, user.id)).limit(1);
  if (row?.birthDate !== day) throw fixed(field);
  return { birthDate: day, declared: row.declared };
}
