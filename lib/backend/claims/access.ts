import { and, count, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { claimDocumentRequests, claims } from '../db/schema';
import { HttpError } from '../http';
import { idParam } from '../params';
import { requireUser } from '../accounts';
import { claimNotFound } from './errors';
import type { ClaimRow } from './rules';

type Reader = Pick<Db, 'select'>;

/** A customer (the gate has let only one in good standing through); customer care reads through the desk. */
export function requireCustomer(user: UserRow | null): UserRow {
  const me = requireUser(user);
  if (me.type !== 'customer') throw new HttpError(403, 'forbidden_role', 'This service is not available to this account');
  return me;
}

/** Customer care, for the desk's calls (the gate refuses everyone else first). */
export function requireDesk(user: UserRow | null): UserRow {
  const me = requireUser(user);
  if (me.type !== 'customerCare') throw new HttpError(403, 'forbidden_role', 'This service is not available to this account');
  return me;
}

/**
 * A claim the caller may see: a customer only their own (anyone else's is not found, never forbidden,
 * so ids cannot be probed); customer care any. `lock` takes the row for the step's transaction.
 */
export async function findClaim(db: Reader, me: UserRow, idText: string | undefined, lang: Locale, lock = false): Promise<ClaimRow> {
  const id = idParam(idText, claimNotFound(lang));
  const where = me.type === 'customerCare' ? eq(claims.id, id) : and(eq(claims.id, id), eq(claims.userId, me.id));
  const query = db.select().from(claims).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw claimNotFound(lang);
  return row;
}

/** How many of the claim's document requests the customer has not answered yet. */
export async function openRequestCount(db: Reader, claimId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(claimDocumentRequests)
    .where(and(eq(claimDocumentRequests.claimId, claimId), isNull(claimDocumentRequests.providedAt)));
  return Number(row?.n ?? 0);
}
