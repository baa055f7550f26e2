import { and, eq, isNull } from 'drizzle-orm';
import { dayFrom } from '@/lib/calendar/days';
import { dayOfApiDate } from '@/lib/validation/api-date';
import type { UserRow } from '../../context';
import { users } from '../../db/schema';
import { HttpError } from '../../http';
import { declaredHolder } from './holder-inputs';
import type { QuoteRow, Writer } from '../../db/tx';

/** The birth date a quote prices the account holder on, and whether the customer declared it. */
export type { HolderBirthDate } from './holder-inputs';
import type { HolderBirthDate } from './holder-inputs';

const refused = (field: string, code: string, message: string, key: string) =>
  new HttpError(400, code, message, { fields: { [field]: key } });

const fixed = (field: string) => refused(field, 'birth_date_fixed', 'Your birth date is kept on your account and cannot be changed here',
  'purchase.validation.birthDateFixed');

/**
 * The account holder's birth date for a quote, never one the browser chooses: the account's, from the
 * identity document or from a contract issued before. Only where the account has none is `sent` taken,
 * as a declaration of this purchase: it travels in the quote's inputs (holder-inputs.ts) and is written
 * onto the account only when a contract is issued on it (keepDeclaredBirthDate), so a refused or
 * abandoned quote leaves the account as it was. A `sent` date that differs from the account's is
 * refused. `field` names the body field in the answer (`birth_date`, `travellers.0.birth_date`).
 */
export function holderBirthDate(user: UserRow, sent: string | undefined, field: string, now: Date): HolderBirthDate {
  const day = sent === undefined ? undefined : dayOfApiDate(sent);
  if (user.birthDate) {
    if (day !== undefined && day !== user.birthDate) throw fixed(field);
    return { birthDate: user.birthDate, declared: user.birthDateDeclared };
  }
  if (day === undefined) {
    throw refused(field, 'birth_date_required', 'Please tell us your birth date', 'purchase.validation.birthDateRequired');
  }
  if (day > dayFrom(now, 0)) throw refused(field, 'validation_error', 'Some fields are not valid', 'purchase.validation.birthDate');
  return { birthDate: day, declared: true };
}

/**
 * Before issuing, under the customer's lock (settle.ts): whether the birth date the quote declared
 * still agrees with the account. It does not when another contract, issued since on another
 * declaration, has given the account a different one: this quote was priced on a date the account
 * no longer has, so nothing is issued and the payment is refunded.
 */
export async function declaredBirthDateAgrees(tx: Writer, quote: QuoteRow): Promise<boolean> {
  const holder = declaredHolder(quote.inputs);
  if (!holder) return true;
  const [row] = await tx.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, quote.userId)).limit(1);
  return !row?.birthDate || row.birthDate === holder.birth_date;
}

/** In the issuing transaction, once the contract is written: the declared birth date becomes the account's (where it has none). */
export async function keepDeclaredBirthDate(tx: Writer, quote: QuoteRow): Promise<void> {
  const holder = declaredHolder(quote.inputs);
  if (!holder) return;
  await tx.update(users).set({ birthDate: holder.birth_date, birthDateDeclared: true })
    .where(and(eq(users.id, quote.userId), isNull(users.birthDate)));
}
