import { createHash, randomUUID } from 'node:crypto';
import { open, readdir, readFile, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/config/env';
import { IMAGE_HEAD_BYTES, type UploadType } from '@/lib/config/uploads';
import { pixelProblem, SNIFF_BYTES, sniffType } from '@/lib/model/uploads/file-type';
import { readPixelSize } from '@/lib/model/uploads/image-size';
import type { Db } from '../db/client';
import { BodyError } from '@/lib/http/read-limited-body';
import { HttpError } from '../http';
import { bucketSink, deleteObject, readObject, streamObject, sweepObjects, uploadBucket } from './bucket';
import { CHUNK_BYTES, chunkAt, chunkPath, chunkSink, deleteChunks, readChunks, sweepChunks } from './db-chunks';

export { CHUNK_BYTES };

/**
 * Where the bytes of an upload are, by its row's `path`: `db:<id>`, rows of upload_chunks
 * (db-chunks.ts), the default; `s3:<key>`, an object in the bucket when UPLOAD_S3_BUCKET is set
 * (bucket.ts); `uploads/<id>`, a file one server wrote under its DATA_DIR before either existed,
 * still read from there. Every store is read whatever new uploads go to.
 */
export const uploadsDir = () => path.join(dataDir(), 'uploads');
export const absolutePath = (relative: string) => path.join(dataDir(), relative);

/** The database or a transaction on it. */
type Reads = Pick<Db, 'select'>;
type Writes = Pick<Db, 'insert' | 'delete'>;

/** What names an upload's bytes: its id and the store its row's `path` names. */
export interface StoredUpload {
  id: string;
  path: string;
}

export interface WrittenFile extends StoredUpload {
  /** `db:<id>` or `s3:<key>`. */
  path: string;
  size: number;
  sha256: string;
}

/** What writeUploadFile stored; a picture's bytes are kept whole too (at most the size limit) for sharp (images.ts), a PDF's not. */
export interface WrittenUpload extends WrittenFile {
  bytes: Buffer | null;
}


const objectKey = (stored: string) => (stored.startsWith('s3:') ? stored.slice(3) : null);
/** A file one server wrote to its own disk before the bytes moved into the database (`uploads/<id>`). */
const legacyDiskPath = (stored: string) => /^uploads\/[\w-]+$/.test(stored);

const fileError = (status: number, code: string, message: string, field: string) =>
  new HttpError(status, code, message, { fields: { file: field } });

export const tooLarge = () => fileError(413, 'payload_too_large', 'The file is larger than the limit', 'validation.documentSize');
const wrongType = () => fileError(400, 'file_type', 'The file is not a JPEG, PNG or PDF', 'validation.documentType');
const empty = () => fileError(400, 'file_empty', 'The file is empty', 'validation.documentEmpty');
export const tooManyPixels = () =>
  fileError(413, 'image_too_large', 'The picture has more pixels than the limit: take a new photo or send a smaller picture', 'validation.imagePixels');
export const unreadablePicture = () =>
  fileError(400, 'image_unreadable', 'The picture cannot be read: it is damaged or incomplete', 'validation.imageUnreadable');

/**
 * The check of a body's first bytes, once it has them: the type they really are, and for a picture
 * the pixels its header declares (the bytes read until the dimensions appear, at most
 * IMAGE_HEAD_BYTES; a header that goes on longer is left to sharp). True once the check is done.
 */
function checkHead(head: Uint8Array, declared: UploadType, whole: boolean): boolean {
  if (head.length < SNIFF_BYTES && !whole) return false;
  if (sniffType(head) !== declared) throw wrongType();
  if (declared === 'application/pdf') return true;
  if (pixelProblem(head)) throw tooManyPixels();
  return whole || head.length >= IMAGE_HEAD_BYTES || readPixelSize(head) !== null;
}

/** Gathers pieces into blocks of `size` bytes; holds at most one block. */
class Blocks {
  private pieces: Uint8Array[] = [];
  private filled = 0;
  constructor(private readonly size: number) {}

  /** Takes bytes in; answers the blocks they completed. */
  add(bytes: Uint8Array): Buffer[] {
    const full: Buffer[] = [];
    for (let at = 0; at < bytes.byteLength;) {
      const taken = Math.min(this.size - this.filled, bytes.byteLength - at);
      this.pieces.push(bytes.slice(at, at + taken));
      this.filled += taken;
      at += taken;
      if (this.filled === this.size) full.push(this.rest());
    }
    return full;
  }

  rest(): Buffer {
    const block = Buffer.concat(this.pieces, this.filled);
    this.pieces = [];
    this.filled = 0;
    return block;
  }
}

/**
 * Streams a request body into the store new uploads go to (the bucket when one is configured, else
 * upload_chunks), counting bytes and stopping past `maxBytes`, and checking the first bytes against
 * the declared type, and a picture's declared pixels, as soon as they arrive (nothing is decoded).
 * At most one block is in memory, and each is stored before the next is read; a picture's bytes are
 * kept too, for sharp. A refused or interrupted body leaves nothing behind.
 */
export async function writeUploadFile(db: Writes, body: ReadableStream<Uint8Array> | null, declared: UploadType, maxBytes: number): Promise<WrittenUpload> {
  if (!body) throw empty();
  const id = randomUUID();
  const reader = body.getReader();
  const bucket = await uploadBucket().catch(async (error: unknown) => {
    await reader.cancel().catch(() => {});
    throw error;
  });
  const sink = bucket ? bucketSink(bucket, id, declared) : chunkSink(db, id);
  const blocks = new Blocks(sink.blockBytes);
  const hash = createHash('sha256');
  let head: Uint8Array = new Uint8Array(0);
  const kept: Uint8Array[] | null = declared === 'application/pdf' ? null : [];
  let size = 0;
  let checked = false;
  let done = false;
  try {
    for (;;) {
      let piece: ReadableStreamReadResult<Uint8Array>;
      try {
        piece = await reader.read();
      } catch (error) {
        // A body read through limitedBodyStream fails itself past its limit, before this count would.
        if (error instanceof BodyError && error.status === 413) throw tooLarge();
        throw new HttpError(400, 'upload_interrupted', 'The file did not arrive whole');
      }
      if (piece.done) break;
      const bytes = piece.value;
      size += bytes.byteLength;
      if (size > maxBytes) throw tooLarge();
      if (!checked) {
        head = concat(head, bytes.subarray(0, IMAGE_HEAD_BYTES - head.length));
        checked = checkHead(head, declared, false);
      }
      hash.update(bytes);
      kept?.push(bytes);
      // Only a checked head is stored: the check needs at most IMAGE_HEAD_BYTES, no more than a block.
      for (const block of blocks.add(bytes)) await sink.block(block);
    }
    if (size === 0) throw empty();
    if (!checked) checkHead(head, declared, true);
    await sink.end(blocks.rest());
    done = true;
    return { id, path: sink.path, size, sha256: hash.digest('hex'), bytes: kept && Buffer.concat(kept, size) };
  } finally {
    if (!done) {
      await reader.cancel().catch(() => {});
      await sink.discard().catch(() => {});
    }
  }
}

/** Stores bytes the server made (a picture's copy, images.ts) in the store new uploads go to, as writeUploadFile would. */
export async function writeMadeFile(db: Writes, bytes: Buffer, type: UploadType): Promise<WrittenFile> {
  const id = randomUUID();
  const bucket = await uploadBucket();
  const sink = bucket ? bucketSink(bucket, id, type) : chunkSink(db, id);
  try {
    let at = 0;
    for (; bytes.length - at >= sink.blockBytes; at += sink.blockBytes) await sink.block(bytes.subarray(at, at + sink.blockBytes));
    await sink.end(bytes.subarray(at));
  } catch (error) {
    await sink.discard().catch(() => {});
    throw error;
  }
  return { id, path: sink.path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The whole bytes of a stored upload (an e-mail attachment, a photo sent back as base64): at most the upload size limit. */
export async function readUpload(db: Reads, row: StoredUpload): Promise<Buffer> {
  const key = objectKey(row.path);
  if (key) return readObject(key);
  const chunks = await readChunks(db, row.id);
  if (chunks) return chunks;
  if (legacyDiskPath(row.path)) return readFile(absolutePath(row.path));
  throw new Error(`upload ${row.id} has no stored bytes`);
}

/** The bytes of a stored upload as a stream: as the bucket sends them, or one query (or one disk read) per chunk. */
export function streamUpload(db: Reads, row: StoredUpload): ReadableStream<Uint8Array> {
  const key = objectKey(row.path);
  if (key) return streamObject(key);
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

/** Deletes an upload's bytes: its object, or its chunks, and its file on this server's disk if it predates them. */
export async function deleteUploadFile(db: Pick<Db, 'delete'>, upload: StoredUpload | string): Promise<void> {
  const stored = typeof upload === 'string' ? { id: upload, path: chunkPath(upload) } : upload;
  const key = objectKey(stored.path);
  if (key) return deleteObject(key);
  await deleteChunks(db, stored.id);
  if (!legacyDiskPath(stored.path)) return;
  await unlink(absolutePath(stored.path)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Removes the bytes of uploads that never got their row (a server stopped mid-upload, or between
 * the bytes and the row): chunks and bucket objects older than `before` (a live upload's are
 * younger) that no row names. Also the half-written `.part` files such a stop left on disk before
 * the bytes moved into the database.
 */
export async function sweepOrphanChunks(db: Pick<Db, 'delete' | 'select'>, before: Date): Promise<void> {
  await sweepChunks(db, before);
  await sweepObjects(db, before);
  const names = await readdir(uploadsDir()).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(uploadsDir(), name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) await unlink(file).catch(() => {});
  }
}
