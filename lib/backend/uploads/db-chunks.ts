import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadChunks, uploads, uploadVariants } from '../db/schema';
import type { UploadSink } from './sink';

/** One row of upload_chunks: big enough that a 10 MB file is 40 inserts, small enough to hold a few at once. */
export const CHUNK_BYTES = 256 * 1024;

/** The database or a transaction on it. */
type Reads = Pick<Db, 'select'>;

export const chunkPath = (id: string) => `db:${id}`;

/**
 * Puts an upload's bytes into upload_chunks, one insert per chunk, outside any transaction so no
 * connection is held while the client sends. A server stopped half-way leaves chunks with no upload
 * row, which sweepChunks removes.
 */
export function chunkSink(db: Pick<Db, 'insert' | 'delete'>, id: string): UploadSink {
  let seq = 0;
  const insert = async (data: Buffer) => {
    await db.insert(uploadChunks).values({ uploadId: id, seq, data });
    seq += 1;
  };
  return {
    path: chunkPath(id),
    blockBytes: CHUNK_BYTES,
    block: insert,
    end: async (rest) => {
      if (rest.length > 0) await insert(rest);
    },
    // Even with seq 0: an insert that failed may still have landed. If the database is what
    // failed, the sweep collects what this could not delete.
    discard: () => deleteChunks(db, id).then(() => {}),
  };
}

/** A chunk's bytes as hex text: PGlite decodes bytea byte by byte in JavaScript, Buffer decodes hex natively. */
const hexData = sql<string>`encode(${uploadChunks.data}, 'hex')`;

export const chunkAt = async (db: Reads, id: string, seq: number): Promise<Buffer | null> => {
  const [chunk] = await db.select({ hex: hexData }).from(uploadChunks)
    .where(and(eq(uploadChunks.uploadId, id), eq(uploadChunks.seq, seq))).limit(1);
  return chunk ? Buffer.from(chunk.hex, 'hex') : null;
};

/** All of an upload's chunks, joined; null when it has none. */
export async function readChunks(db: Reads, id: string): Promise<Buffer | null> {
  const chunks = await db.select({ hex: hexData }).from(uploadChunks)
    .where(eq(uploadChunks.uploadId, id)).orderBy(asc(uploadChunks.seq));
  return chunks.length ? Buffer.concat(chunks.map((c) => Buffer.from(c.hex, 'hex'))) : null;
}

export const deleteChunks = (db: Pick<Db, 'delete'>, id: string) => db.delete(uploadChunks).where(eq(uploadChunks.uploadId, id));

/** Chunks older than `before` (a live upload's are younger) whose upload_id no row names, of an upload or of a picture's copy. */
export async function sweepChunks(db: Pick<Db, 'delete' | 'select'>, before: Date): Promise<void> {
  await db.delete(uploadChunks).where(and(
    lt(uploadChunks.createdAt, before),
    notExists(db.select({ one: sql`1` }).from(uploads).where(eq(uploads.id, uploadChunks.uploadId))),
    notExists(db.select({ one: sql`1` }).from(uploadVariants).where(eq(uploadVariants.id, uploadChunks.uploadId))),
  ));
}
