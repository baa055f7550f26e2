import { eq } from 'drizzle-orm';
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANT_TYPE, type ImageVariant } from '@/lib/config/uploads';
import type { Db } from '../db/client';
import { uploads, uploadVariants } from '../db/schema';
import { HttpError } from '../http';
import { deleteUploadFile, readUpload, writeMadeFile } from './files';
import { pictureCopies, type MadeCopy } from './images';

type UploadRow = typeof uploads.$inferSelect;
export type VariantRow = typeof uploadVariants.$inferInsert;

export const isPicture = (type: string) => type === 'image/jpeg' || type === 'image/png';

/** Puts the copies' bytes in the store; their rows are the caller's to insert (with the upload's, or alone). */
export async function storeCopies(db: Pick<Db, 'insert' | 'delete'>, uploadId: string, copies: Record<ImageVariant, MadeCopy>): Promise<VariantRow[]> {
  const rows: VariantRow[] = [];
  try {
    for (const variant of IMAGE_VARIANT_NAMES) {
      const { bytes, width, height } = copies[variant];
      const written = await writeMadeFile(db, bytes, IMAGE_VARIANT_TYPE);
      rows.push({ id: written.id, uploadId, variant, type: IMAGE_VARIANT_TYPE, size: written.size, width, height, path: written.path });
    }
    return rows;
  } catch (error) {
    await dropCopies(db, rows);
    throw error;
  }
}

/** Deletes copies' bytes (refused with their upload, or made twice); what cannot be deleted now the sweep collects. */
export async function dropCopies(db: Pick<Db, 'delete'>, rows: readonly { id: string; path: string }[]): Promise<void> {
  for (const row of rows) await deleteUploadFile(db, row).catch(() => {});
}

const copiesOf = (db: Pick<Db, 'select'>, uploadId: string) => db.select().from(uploadVariants).where(eq(uploadVariants.uploadId, uploadId));

/**
 * A picture's copy, made now if its upload came before copies were made on the way in (the demo's
 * seeded photos, older uploads) and kept: the first server to insert them wins, another's are deleted.
 * A stored picture sharp refuses (a pixel bomb sent before the limit) has no copy: 404.
 */
async function copyOf(db: Db, upload: UploadRow, variant: ImageVariant) {
  const found = (await copiesOf(db, upload.id)).find((row) => row.variant === variant);
  if (found) return found;
  const copies = await pictureCopies(await readUpload(db, upload)).catch((error: unknown) => {
    if (error instanceof HttpError) throw new HttpError(404, 'picture_unavailable', 'This picture cannot be shown; download the original');
    throw error;
  });
  const made = await storeCopies(db, upload.id, copies);
  const kept = new Set((await db.insert(uploadVariants).values(made).onConflictDoNothing().returning({ id: uploadVariants.id })).map((row) => row.id));
  await dropCopies(db, made.filter((row) => !kept.has(row.id)));
  return (await copiesOf(db, upload.id)).find((row) => row.variant === variant)!;
}

/**
 * The answer of a file endpoint: a picture's copy when `size` asks for one, else the stored file
 * itself (a PDF always), base64 with its type and the name it was sent with.
 */
export async function servedFile(db: Db, upload: UploadRow, size: ImageVariant | undefined) {
  const stored = size && isPicture(upload.type) ? await copyOf(db, upload, size) : upload;
  return { content_type: stored.type, data: (await readUpload(db, stored)).toString('base64'), name: upload.name };
}
