import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UploadPurpose } from '@/lib/config/uploads';
import { uploads } from '../db/schema';
import { HttpError } from '../http';
import type { Writer } from './tx';

/** The images a car contract is bought with, as the quote keeps them (carQuoteSchema). */
export interface CarDocuments {
  licence_front: string;
  licence_back: string;
  registration: string[];
}

/** Each field with the upload it names and the purpose it must have been sent for. */
function wanted(docs: CarDocuments): [field: string, id: string, purpose: UploadPurpose][] {
  return [
    ['licence_front', docs.licence_front, 'driving-licence'],
    ['licence_back', docs.licence_back, 'driving-licence'],
    ...docs.registration.map((id, i): [string, string, UploadPurpose] => [`registration.${i}`, id, 'vehicle-licence']),
  ];
}

/**
 * The fields whose upload is not the customer's own of the right purpose, or names an image a field
 * before it already named; empty when all are good. Claimed uploads of the customer's own count (a
 * licence sent with an earlier request is still their licence).
 */
async function refusedFields(db: Writer, userId: number, docs: CarDocuments): Promise<Record<string, string>> {
  const all = wanted(docs);
  const rows = await db.select({ id: uploads.id, purpose: uploads.purpose }).from(uploads)
    .where(and(inArray(uploads.id, [...new Set(all.map(([, id]) => id))]), eq(uploads.userId, userId)));
  const purposeOf = new Map(rows.map((r) => [r.id, r.purpose]));
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  for (const [field, id, purpose] of all) {
    if (purposeOf.get(id) !== purpose || seen.has(id)) fields[field] = 'validation.uploadMissing';
    seen.add(id);
  }
  return fields;
}

/** Before pricing a car: 400 validation_error naming each field whose image is not the customer's own, of its purpose. */
export async function assertCarDocuments(db: Writer, userId: number, docs: CarDocuments): Promise<void> {
  const fields = await refusedFields(db, userId, docs);
  if (Object.keys(fields).length) throw new HttpError(400, 'validation_error', 'Some fields are not valid', { fields });
}

/**
 * When the car contract is issued (inside the payment's transaction): the images are claimed, so the
 * clean-up of unclaimed uploads keeps them with the contract. False when one has gone since the quote
 * (the issuer then issues nothing and the payment is refunded).
 */
export async function claimCarDocuments(tx: Writer, userId: number, docs: CarDocuments, now: Date): Promise<boolean> {
  if (Object.keys(await refusedFields(tx, userId, docs)).length) return false;
  const ids = [...new Set(wanted(docs).map(([, id]) => id))];
  await tx.update(uploads).set({ claimedAt: now }).where(and(inArray(uploads.id, ids), eq(uploads.userId, userId), isNull(uploads.claimedAt)));
  return true;
}
