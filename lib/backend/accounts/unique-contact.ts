import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { HttpError } from '../http';
import type { Writer } from '../db/tx';

/**
 * The account that holds a mobile number (stored in E.164, lib/phone): an open one (every account but
 * a rejected one, as for identity numbers) not marked mobile_duplicate by the migration that
 * found accounts sharing a number. The unique index users_mobile_open_uq allows one such account.
 */
export const holdsMobile = (mobile: string) =>
  and(eq(users.mobile, mobile), ne(users.status, 'rejected'), eq(users.mobileDuplicate, false));

/**
 * Where a login finds several accounts (a number kept by a rejected account and an open one, or shared
 * before numbers were stored in one form), the one that holds the number comes first.
 */
export const numberHolderFirst = [sql`${users.status} = 'rejected'`, asc(users.mobileDuplicate), asc(users.id)];

/**
 * An e-mail address and a mobile number belong to one account: 409 email_taken or mobile_taken
 * (with the field named) when another account than `exceptId` holds either.
 */
export async function assertUnique(db: Writer, fields: { email?: string; mobile?: string }, exceptId?: number) {
  const conditions = [
    fields.email ? eq(users.email, fields.email) : undefined,
    fields.mobile ? holdsMobile(fields.mobile) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return;
  const clash = await db.select({ id: users.id, email: users.email, mobile: users.mobile }).from(users).where(or(...conditions));
  for (const row of clash) {
    if (row.id === exceptId) continue;
    if (fields.email && row.email === fields.email) throw new HttpError(409, 'email_taken', 'This e-mail address is already registered', { fields: { email: 'errors.email_taken' } });
    throw new HttpError(409, 'mobile_taken', 'This mobile number is already registered', { fields: { mobile: 'errors.mobile_taken' } });
  }
}
