import { HttpError } from '../http';
import { uploads } from '../db/schema';
import { claimUploads, type UploadRow } from '../uploads/store';
import { and, eq } from 'drizzle-orm';
import type { Writer } from './tx';

const missing = () => new HttpError(400, 'validation_error', 'Some fields are not valid', { fields: { title_deed: 'validation.uploadMissing' } });

async function ownDeed(db: Writer, userId: number, id: string): Promise<UploadRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.userId, userId), eq(uploads.purpose, 'title-deed'))).limit(1);
  return row ?? null;
}

/** Before pricing a home: the title deed named is the customer's own upload, sent as a title deed. */
export async function assertTitleDeed(db: Writer, userId: number, id: string): Promise<void> {
  if (!(await ownDeed(db, userId, id))) throw missing();
}

/**
 * When the home contract is issued (inside the payment's transaction): the deed is claimed, so the
 * clean-up keeps it. A deed the same customer already used for another home contract stays valid.
 */
export async function claimTitleDeed(tx: Writer, userId: number, id: string, now: Date): Promise<void> {
  const row = await ownDeed(tx, userId, id);
  if (!row) throw missing();
  if (row.claimedAt) return;
  await claimUploads(tx, { ids: { title_deed: id }, owner: { sessionId: null, userId }, purpose: 'title-deed', now });
}
