import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { OTP_POLICY } from '@/lib/config/security';
import type { Db } from '../../db/client';
import { HttpError } from '../../http';
import type { Writer } from '../../db/tx';

/**
 * A table that holds codes to confirm (otp_codes, contact_changes, payout_account_changes): each row
 * a code's hash, its tries, when it was used and when it ends.
 */
export type CodeTable = PgTable & { id: PgColumn; attempts: PgColumn; consumedAt: PgColumn; expiresAt: PgColumn };

/** Where a refusal's message goes: on a form's field (`code`), or above the form (none). */
type Options = { field?: string };

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

async function rows<T>(db: Writer, query: SQL): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return (Array.isArray(answer) ? answer : (answer as { rows: T[] }).rows) as T[];
}

const onField = (o: Options, code: string) => (o.field ? { fields: { [o.field]: `errors.${code}` } } : {});
const triesExceeded = (o: Options) => new HttpError(429, 'otp_tries_exceeded', 'Too many wrong codes. Ask for a new code.', onField(o, 'otp_tries_exceeded'));
const expired = (o: Options) => new HttpError(400, 'otp_expired', 'This code has expired. Ask for a new code.', onField(o, 'otp_expired'));
export const invalidCode = (o: Options = {}, left?: number) => new HttpError(400, 'otp_invalid', 'Invalid one-time code', {
  ...(left === undefined ? {} : { tries_left: left }), ...onField(o, 'otp_invalid'),
});

/**
 * One try of a stored code, for every code the portal checks: the try is counted in the statement that
 * checks it may still be made (not used, not expired, tries left), before anything is compared, so
 * parallel guesses cannot pass OTP_POLICY.maxTriesPerCode; then `right` (the caller's comparison of the
 * hash) decides. A wrong code says how many tries are left; a right one is used up by claimCode, in the
 * transaction that does what the code allows.
 */
export async function tryCode(db: Writer, table: CodeTable, id: number | string, right: boolean, now: Date, o: Options = {}): Promise<void> {
  const [counted] = await rows<{ attempts: number }>(db, sql`update ${table} set ${sql.identifier(table.attempts.name)} = ${table.attempts} + 1
    where ${table.id} = ${id} and ${table.consumedAt} is null and ${table.expiresAt} > ${at(now)} and ${table.attempts} < ${OTP_POLICY.maxTriesPerCode}
    returning ${table.attempts} as attempts`);
  if (!counted) {
    // Read again: parallel tries may have spent or used the code since the caller read it.
    const [state] = await rows<{ attempts: number; consumed: boolean }>(db, sql`select ${table.attempts} as attempts, ${table.consumedAt} is not null as consumed
      from ${table} where ${table.id} = ${id}`);
    throw state && !state.consumed && Number(state.attempts) >= OTP_POLICY.maxTriesPerCode ? triesExceeded(o) : expired(o);
  }
  if (right) return;
  const left = OTP_POLICY.maxTriesPerCode - Number(counted.attempts);
  throw left <= 0 ? triesExceeded(o) : invalidCode(o, left);
}

/**
 * Uses a right code up, once: a second confirmation of it (a replay, a double click, a parallel
 * request) finds it used and changes nothing.
 */
export async function claimCode(db: Writer, table: CodeTable, id: number | string, now: Date, o: Options = {}): Promise<void> {
  const [claimed] = await rows<{ id: unknown }>(db, sql`update ${table} set ${sql.identifier(table.consumedAt.name)} = ${at(now)}
    where ${table.id} = ${id} and ${table.consumedAt} is null returning ${table.id} as id`);
  if (!claimed) throw expired(o);
}

/** tryCode then claimCode, for a code that allows nothing more than being right (sign-in, reset, verify). */
export async function spendCode(db: Db, table: CodeTable, id: number | string, right: boolean, now: Date, o: Options = {}): Promise<void> {
  await tryCode(db, table, id, right, now, o);
  await claimCode(db, table, id, now, o);
}
