import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { UploadPurpose } from '@/lib/config/uploads';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { HttpError } from '../http';

/** The database or a transaction on it. */
type Queryable = Pick<Db, 'select' | 'update'>;

/** A document a contract is bought with: the form field that names it, the upload, the purpose it must have been sent for. */
export interface ContractDocument {
  field: string;
  id: string;
  purpose: UploadPurpose;
}

export const UPLOAD_MISSING = 'validation.uploadMissing';
export const UPLOAD_USED = 'validation.uploadUsed';

/**
 * Field → message for each document that cannot back a new contract of this customer: not their own
 * upload of that purpose, or named by an earlier field (UPLOAD_MISSING); already backing a contract
 * (UPLOAD_USED: the customer sends it again). Empty when all may. With `lock`, the rows stay locked
 * to the end of the transaction, so a parallel issue waits and then sees this one's contract.
 */
export async function refusedDocuments(db: Queryable, userId: number, docs: ContractDocument[], lock = false): Promise<Record<string, string>> {
  const ids = [...new Set(docs.map((d) => d.id))];
  const query = db.select({ id: uploads.id, purpose: uploads.purpose, policyId: uploads.policyId }).from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId)))
    // One order for every locker, so two issues never wait on each other in a circle.
    .orderBy(asc(uploads.id));
  const rows = ids.length ? await (lock ? query.for('update') : query) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  for (const { field, id, purpose } of docs) {
    const row = byId.get(id);
    if (!row || row.purpose !== purpose || seen.has(id)) fields[field] = UPLOAD_MISSING;
    else if (row.policyId !== null) fields[field] = UPLOAD_USED;
    seen.add(id);
  }
  return fields;
}

/**
 * The answer to documents that cannot back the contract: 409 upload_used when one already backs
 * another contract (send it again), else 400 validation_error; fields name each one.
 */
export function documentsRefusal(fields: Record<string, string>): HttpError {
  if (Object.values(fields).includes(UPLOAD_USED)) {
    return new HttpError(409, 'upload_used', 'A document you chose already backs another contract. Upload it again.', { fields });
  }
  return new HttpError(400, 'validation_error', 'Some fields are not valid', { fields });
}

/** Before a price is held or a payment started: refused unless every document may still back a new contract. */
export async function assertDocumentsFree(db: Queryable, userId: number, docs: ContractDocument[]): Promise<void> {
  const fields = await refusedDocuments(db, userId, docs);
  if (Object.keys(fields).length) throw documentsRefusal(fields);
}

/**
 * In the issuing transaction, before the contract is written: locks the documents and tells whether
 * they may back it (false: another contract has them, the issuer issues nothing and the payment is
 * refunded). Then `bindDocuments` with the new contract's id, in the same transaction.
 */
export async function lockDocumentsFree(tx: Queryable, userId: number, docs: ContractDocument[]): Promise<boolean> {
  return Object.keys(await refusedDocuments(tx, userId, docs, true)).length === 0;
}

/** Binds locked, free documents to the contract just issued; they are claimed too, so the clean-up keeps them. */
export async function bindDocuments(tx: Queryable, docs: ContractDocument[], policyId: number, now: Date): Promise<void> {
  const ids = [...new Set(docs.map((d) => d.id))];
  if (!ids.length) return;
  const bound = await tx.update(uploads).set({ policyId, claimedAt: now })
    .where(and(inArray(uploads.id, ids), isNull(uploads.policyId))).returning({ id: uploads.id });
  // lockDocumentsFree held the rows: anything else is a bug, and the whole issue rolls back.
  if (bound.length !== ids.length) throw new Error(`contract ${policyId}: documents were taken while locked`);
}
