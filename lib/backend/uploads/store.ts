import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@/lib/config/security';
import { UPLOAD_MAX_BYTES, type UploadPurpose, type UploadType } from '@/lib/config/uploads';
import { typeProblem } from '@/lib/model/uploads/file-type';
import type { Db } from '../db/client';
import { uploads, uploadVariants } from '../db/schema';
import { HttpError } from '../http';
import { enforceRateLimit, returnRateLimit, type Limit } from '../limits/rate-limit';
import { normaliseFileName } from './file-name';
import { deleteUploadFile, sweepOrphanChunks, tooLarge, writeUploadFile } from './files';
import { pictureCopies } from './images';
import { dropCopies, storeCopies, type VariantRow } from './variants';

export type UploadRow = typeof uploads.$inferSelect;
/** The database or a transaction on it. */
type Queryable = Pick<Db, 'select' | 'update'>;

/** Who may claim an upload: the account when signed in, else the device session. */
export interface UploadOwner {
  sessionId: number | null;
  userId: number | null;
}

interface Reservation { key: string; amount: number }

/**
 * Counts the upload against the limits before a byte is read: files per hour for the owner, the
 * address and (anonymous) the whole site; bytes reserved at the declared length, or the maximum.
 */
async function reserve(db: Db, owner: UploadOwner, address: string, declaredLength: number | null, now: Date): Promise<Reservation[]> {
  const anonymous = owner.userId === null;
  const who = anonymous ? `session:${owner.sessionId}` : `user:${owner.userId}`;
  const perOwner = anonymous ? UPLOAD_LIMITS.anonymous : UPLOAD_LIMITS.customer;
  const window = UPLOAD_LIMITS.windowMs;
  const bytes = Math.min(declaredLength ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);
  const checks: [string, Limit, number][] = [
    [`upload:files:${who}`, { max: perOwner.files, windowMs: window }, 1],
    [`upload:files:address:${address}`, { max: UPLOAD_LIMITS.address.files, windowMs: window }, 1],
    ...(anonymous ? [['upload:files:anonymous', { max: UPLOAD_LIMITS.anonymousTotal.files, windowMs: window }, 1] as [string, Limit, number]] : []),
  ];
  const byteChecks: [string, Limit][] = [
    [`upload:bytes:${who}`, { max: perOwner.bytes, windowMs: window }],
    [`upload:bytes:address:${address}`, { max: UPLOAD_LIMITS.address.bytes, windowMs: window }],
    ...(anonymous ? [['upload:bytes:anonymous', { max: UPLOAD_LIMITS.anonymousTotal.bytes, windowMs: window }] as [string, Limit]] : []),
  ];
  for (const [key, limit, amount] of checks) await enforceRateLimit(db, key, limit, now, amount);
  const reserved: Reservation[] = [];
  try {
    for (const [key, limit] of byteChecks) {
      reserved.push({ key, amount: bytes });
      await enforceRateLimit(db, key, limit, now, bytes);
    }
  } catch (error) {
    await giveBack(db, reserved, 0);
    throw error;
  }
  return reserved;
}

async function giveBack(db: Db, reserved: Reservation[], used: number): Promise<void> {
  for (const { key, amount } of reserved) await returnRateLimit(db, key, amount - used);
}

export interface SaveUpload {
  body: ReadableStream<Uint8Array> | null;
  type: UploadType;
  /** As the browser named it: normalised here (file-name.ts), whoever calls. */
  name: string;
  purpose: UploadPurpose;
  owner: UploadOwner;
  address: string;
  /** The Content-Length the client declared, if any (only used to reserve bytes; the stream is counted). */
  declaredLength: number | null;
  now?: Date;
}

/**
 * Checks, limits, streams the bytes into the store and records one upload; a JPEG or PNG is then
 * read by sharp (its pixels, the whole picture) and its display copy and thumbnail stored beside it,
 * made once here rather than on each view. Whether the sender may upload for the purpose at all is the
 * caller's to check first (handlers/uploads.ts, lib/access/uploader.ts). A refusal stores nothing and
 * gives the counted bytes back.
 */
export async function saveUpload(db: Db, input: SaveUpload): Promise<UploadRow> {
  const now = input.now ?? new Date();
  if (input.declaredLength !== null && input.declaredLength > UPLOAD_MAX_BYTES) throw tooLarge();
  const reserved = await reserve(db, input.owner, input.address, input.declaredLength, now);
  let written: Awaited<ReturnType<typeof writeUploadFile>> | null = null;
  let copies: VariantRow[] = [];
  try {
    written = await writeUploadFile(db, input.body, input.type, UPLOAD_MAX_BYTES);
    if (written.bytes) copies = await storeCopies(db, written.id, await pictureCopies(written.bytes));
    const { id, path, size, sha256 } = written;
    const row = await db.transaction(async (tx) => {
      const [upload] = await tx.insert(uploads).values({
        id, sessionId: input.owner.sessionId, userId: input.owner.userId, address: input.address,
        purpose: input.purpose, type: input.type, size, name: normaliseFileName(input.name), path, sha256, createdAt: now,
      }).returning();
      if (copies.length) await tx.insert(uploadVariants).values(copies);
      return upload!;
    });
    await giveBack(db, reserved, size);
    return row;
  } catch (error) {
    await giveBack(db, reserved, 0);
    if (written) await deleteUploadFile(db, written);
    await dropCopies(db, copies);
    throw error;
  }
}

const owns = (row: UploadRow, owner: UploadOwner) =>
  row.userId !== null ? row.userId === owner.userId : owner.sessionId !== null && row.sessionId === owner.sessionId;

export interface ClaimUploads {
  /** Form field → upload id, for example `{'documents.front': id}`; errors come back by field. */
  ids: Record<string, string>;
  owner: UploadOwner;
  purpose: UploadPurpose;
  allowedTypes?: readonly UploadType[];
  now?: Date;
}

/**
 * Binds uploads to the form that names them, once: each must exist, belong to this owner, have been
 * sent for this purpose, be of an allowed type and not be claimed yet. Otherwise nothing is claimed
 * and the answer is 400 with a message per field (another customer's id reads as missing).
 * Run it in the transaction that saves the form.
 */
export async function claimUploads(db: Queryable, { ids, owner, purpose, allowedTypes, now = new Date() }: ClaimUploads): Promise<Record<string, UploadRow>> {
  const wanted = [...new Set(Object.values(ids))];
  const rows = wanted.length ? await db.select().from(uploads).where(inArray(uploads.id, wanted)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [field, id] of Object.entries(ids)) {
    const row = byId.get(id);
    if (!row || !owns(row, owner) || row.purpose !== purpose || row.claimedAt || seen.has(id)) fields[field] = 'validation.uploadMissing';
    else if (allowedTypes && !allowedTypes.includes(row.type as UploadType)) fields[field] = typeProblem(allowedTypes);
    seen.add(id);
  }
  if (Object.keys(fields).length) throw new HttpError(400, 'upload_missing', 'A file was not found; send it again', { fields });
  const claimed = wanted.length
    ? await db.update(uploads).set({ claimedAt: now }).where(and(inArray(uploads.id, wanted), isNull(uploads.claimedAt))).returning()
    : [];
  if (claimed.length !== wanted.length) {
    // Claimed by a parallel request between the check and the update: the caller's transaction rolls back.
    throw new HttpError(400, 'upload_missing', 'A file was not found; send it again', {
      fields: Object.fromEntries(Object.keys(ids).map((f) => [f, 'validation.uploadMissing'])),
    });
  }
  const claimedById = new Map(claimed.map((row) => [row.id, row]));
  return Object.fromEntries(Object.entries(ids).map(([field, id]) => [field, claimedById.get(id)!]));
}

/** Lets uploads go back to unclaimed (their form was abandoned): the purge then collects them. */
export async function releaseUploads(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length) await db.update(uploads).set({ claimedAt: null }).where(inArray(uploads.id, ids));
}

/**
 * Deletes uploads no form claimed within the time allowed: the rows (their pictures' copies' rows
 * with them), then their bytes and their copies' bytes; then the bytes of uploads and copies that
 * never got a row. Several servers may run it at once: each delete is idempotent.
 */
export async function purgeUploads(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unclaimedTtlMs);
  const unclaimed = and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff));
  // The copies' rows go with their upload's (on delete cascade): their bytes are found first.
  const copies = await db.select({ id: uploadVariants.id, path: uploadVariants.path, uploadId: uploadVariants.uploadId })
    .from(uploadVariants).innerJoin(uploads, eq(uploads.id, uploadVariants.uploadId)).where(unclaimed);
  const gone = await db.delete(uploads).where(unclaimed)
    .returning({ id: uploads.id, path: uploads.path });
  const goneIds = new Set(gone.map((upload) => upload.id));
  for (const upload of gone) await deleteUploadFile(db, upload);
  await dropCopies(db, copies.filter((copy) => goneIds.has(copy.uploadId)));
  await sweepOrphanChunks(db, cutoff);
  return gone.length;
}

export const uploadById = async (db: Db, id: string) => (await db.select().from(uploads).where(eq(uploads.id, id)).limit(1))[0] ?? null;
