import { createHash, randomUUID } from 'node:crypto';
import { open, readdir, readFile, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import { dataDir } from '@/lib/config/env';
import type { UploadType } from '@/lib/config/uploads';
import { SNIFF_BYTES, sniffType } from '@/lib/uploads/file-type';
import type { Db } from '../db/client';
import { uploadChunks, uploads } from '../db/schema';
import { HttpError } from '../http';

/**
 * The bytes of an upload live in the database (upload_chunks), so every server on it can read them.
 * Files written before that are under `DATA_DIR/uploads/<id>` of the server that took them; their
 * rows keep that relative path and are still read from there.
 */
export const uploadsDir = () => path.join(dataDir(), 'uploads');
export const absolutePath = (relative: string) => path.join(dataDir(), relative);

/** One row of upload_chunks: big enough that a 10 MB file is 40 inserts, small enough to hold a few at once. */
export const CHUNK_BYTES = 256 * 1024;

/** The database or a transaction on it. */
type Reads = Pick<Db, 'select'>;
type Writes = Pick<Db, 'insert' | 'delete'>;

/** What names an upload's bytes: its id and the store its row's `path` names. */
export interface StoredUpload {
  id: string;
  path: string;
}

export interface WrittenFile extends StoredUpload {
  /** `db:<id>`: the bytes are the upload's rows of upload_chunks. */
  path: string;
  size: number;
  sha256: string;
}

const storePath = (id: string) => `db:${id}`;
/** A file one server wrote to its own disk before the bytes moved into the database (`uploads/<id>`). */
const legacyDiskPath = (stored: string) => /^uploads\/[\w-]+$/.test(stored);

const fileError = (status: number, code: string, message: string, field: string) =>
  new HttpError(status, code, message, { fields: { file: field } });

export const tooLarge = () => fileError(413, 'payload_too_large', 'The file is larger than the limit', 'validation.documentSize');
const wrongType = () => fileError(400, 'file_type', 'The file is not a JPEG, PNG or PDF', 'validation.documentType');
const empty = () => fileError(400, 'file_empty', 'The file is empty', 'validation.documentEmpty');

/**
 * Streams a request body into upload_chunks, counting bytes and stopping past `maxBytes`, and
 * checking the first bytes against the declared type as soon as they arrive (nothing is decoded).
 * Each chunk is its own insert, outside any transaction, so no connection is held while the client
 * sends; at most one chunk is in memory. A refused or interrupted body leaves no chunk behind (and
 * a server stopped half-way leaves chunks with no upload row, which sweepOrphanChunks removes).
 */
export async function writeUploadFile(db: Writes, body: ReadableStream<Uint8Array> | null, declared: UploadType, maxBytes: number): Promise<WrittenFile> {
  if (!body) throw empty();
  const id = randomUUID();
  const reader = body.getReader();
  const hash = createHash('sha256');
  let head: Uint8Array = new Uint8Array(0);
  let size = 0;
  let checked = false;
  let seq = 0;
  let pending = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  let done = false;
  const flush = async () => {
    // A full chunk is handed over and a new one started; the last one is copied to its own length.
    const full = filled === CHUNK_BYTES;
    const data = full ? pending : Buffer.from(pending.subarray(0, filled));
    await db.insert(uploadChunks).values({ uploadId: id, seq, data });
    seq += 1;
    if (full) pending = Buffer.allocUnsafe(CHUNK_BYTES);
    filled = 0;
  };
  try {
    for (;;) {
      let piece: ReadableStreamReadResult<Uint8Array>;
      try {
        piece = await reader.read();
      } catch {
        throw new HttpError(400, 'upload_interrupted', 'The file did not arrive whole');
      }
      if (piece.done) break;
      const bytes = piece.value;
      size += bytes.byteLength;
      if (size > maxBytes) throw tooLarge();
      if (!checked) {
        head = concat(head, bytes.subarray(0, SNIFF_BYTES - head.length));
        if (head.length >= SNIFF_BYTES) {
          if (sniffType(head) !== declared) throw wrongType();
          checked = true;
        }
      }
      hash.update(bytes);
      for (let at = 0; at < bytes.byteLength;) {
        const taken = Math.min(CHUNK_BYTES - filled, bytes.byteLength - at);
        pending.set(bytes.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        // Only a checked head is stored: the sniff needs SNIFF_BYTES, far fewer than a chunk.
        if (filled === CHUNK_BYTES) await flush();
      }
    }
    if (size === 0) throw empty();
    if (!checked && sniffType(head) !== declared) throw wrongType();
    if (filled > 0) await flush();
    done = true;
    return { id, path: storePath(id), size, sha256: hash.digest('hex') };
  } finally {
    if (!done) {
      await reader.cancel().catch(() => {});
      // Even with seq 0: an insert that failed may still have landed. If the database is what
      // failed, the sweep collects what this could not delete.
      await deleteChunks(db, id).catch(() => {});
    }
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** A chunk's bytes as hex text: PGlite decodes bytea byte by byte in JavaScript, Buffer decodes hex natively. */
const hexData = sql<string>`encode(${uploadChunks.data}, 'hex')`;

const chunkAt = async (db: Reads, id: string, seq: number): Promise<Buffer | null> => {
  const [chunk] = await db.select({ hex: hexData }).from(uploadChunks)
    .where(and(eq(uploadChunks.uploadId, id), eq(uploadChunks.seq, seq))).limit(1);
  return chunk ? Buffer.from(chunk.hex, 'hex') : null;
};

/**
 * The whole bytes of a stored upload (an e-mail attachment, a photo sent back as base64): at most
 * the upload size limit. Files from before upload_chunks are read from this server's DATA_DIR.
 */
export async function readUpload(db: Reads, row: StoredUpload): Promise<Buffer> {
  const chunks = await db.select({ hex: hexData }).from(uploadChunks)
    .where(eq(uploadChunks.uploadId, row.id)).orderBy(asc(uploadChunks.seq));
  if (chunks.length) return Buffer.concat(chunks.map((c) => Buffer.from(c.hex, 'hex')));
  if (legacyDiskPath(row.path)) return readFile(absolutePath(row.path));
  throw new Error(`upload ${row.id} has no stored bytes`);
}

/** The bytes of a stored upload as a stream, one query (or one disk read) per chunk. */
export function streamUpload(db: Reads, row: StoredUpload): ReadableStream<Uint8Array> {
  let seq = 0;
  let file: FileHandle | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!file) {
        const data = await chunkAt(db, row.id, seq);
        if (data) {
          seq += 1;
          return controller.enqueue(data);
        }
        if (seq > 0) return controller.close();
        if (!legacyDiskPath(row.path)) throw new Error(`upload ${row.id} has no stored bytes`);
        file = await open(absolutePath(row.path), 'r');
      }
      const { bytesRead, buffer } = await file.read(Buffer.allocUnsafe(CHUNK_BYTES), 0, CHUNK_BYTES, null);
      if (bytesRead > 0) return controller.enqueue(buffer.subarray(0, bytesRead));
      await file.close();
      controller.close();
    },
    async cancel() {
      await file?.close().catch(() => {});
    },
  });
}

const deleteChunks = (db: Pick<Db, 'delete'>, id: string) => db.delete(uploadChunks).where(eq(uploadChunks.uploadId, id));

/** Deletes an upload's bytes: its chunks, and its file on this server's disk if it predates them. */
export async function deleteUploadFile(db: Pick<Db, 'delete'>, upload: StoredUpload | string): Promise<void> {
  const stored = typeof upload === 'string' ? { id: upload, path: storePath(upload) } : upload;
  await deleteChunks(db, stored.id);
  if (!legacyDiskPath(stored.path)) return;
  await unlink(absolutePath(stored.path)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Removes the bytes of uploads that never got their row (a server stopped mid-upload): chunks
 * older than `before` (a live upload's are younger) whose upload_id no row names. Also the
 * half-written `.part` files such a stop left on disk before the bytes moved into the database.
 */
export async function sweepOrphanChunks(db: Pick<Db, 'delete' | 'select'>, before: Date): Promise<void> {
  await db.delete(uploadChunks).where(and(
    lt(uploadChunks.createdAt, before),
    notExists(db.select({ one: sql`1` }).from(uploads).where(eq(uploads.id, uploadChunks.uploadId))),
  ));
  const names = await readdir(uploadsDir()).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(uploadsDir(), name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) await unlink(file).catch(() => {});
  }
}
