import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/config/env';
import type { UploadType } from '@/lib/config/uploads';
import { SNIFF_BYTES, sniffType } from '@/lib/uploads/file-type';
import { HttpError } from '../http';

/** Where uploaded files live: `DATA_DIR/uploads/<id>`; rows keep the path relative to DATA_DIR. */
export const uploadsDir = () => path.join(dataDir(), 'uploads');
export const absolutePath = (relative: string) => path.join(dataDir(), relative);

export interface WrittenFile {
  id: string;
  /** Relative to DATA_DIR. */
  path: string;
  size: number;
  sha256: string;
}

const fileError = (status: number, code: string, message: string, field: string) =>
  new HttpError(status, code, message, { fields: { file: field } });

export const tooLarge = () => fileError(413, 'payload_too_large', 'The file is larger than the limit', 'validation.documentSize');
const wrongType = () => fileError(400, 'file_type', 'The file is not a JPEG, PNG or PDF', 'validation.documentType');
const empty = () => fileError(400, 'file_empty', 'The file is empty', 'validation.documentEmpty');

/**
 * Streams a request body to a new file, counting bytes and stopping past `maxBytes`, and checking
 * the first bytes against the declared type as soon as they arrive (nothing is decoded). A refused
 * or interrupted body leaves no file behind. Only one chunk is held in memory at a time.
 */
export async function writeUploadFile(body: ReadableStream<Uint8Array> | null, declared: UploadType, maxBytes: number): Promise<WrittenFile> {
  if (!body) throw empty();
  const id = randomUUID();
  const relative = path.join('uploads', id);
  const partial = `${absolutePath(relative)}.part`;
  await mkdir(uploadsDir(), { recursive: true });
  const file = await open(partial, 'wx', 0o600);
  const reader = body.getReader();
  const hash = createHash('sha256');
  let head: Uint8Array = new Uint8Array(0);
  let size = 0;
  let checked = false;
  let done = false;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new HttpError(400, 'upload_interrupted', 'The file did not arrive whole');
      }
      if (chunk.done) break;
      const bytes = chunk.value;
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
      await file.write(bytes);
    }
    if (size === 0) throw empty();
    if (!checked && sniffType(head) !== declared) throw wrongType();
    await file.close();
    await rename(partial, absolutePath(relative));
    done = true;
    return { id, path: relative, size, sha256: hash.digest('hex') };
  } finally {
    if (!done) {
      await reader.cancel().catch(() => {});
      await file.close().catch(() => {});
      await unlink(partial).catch(() => {});
    }
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The bytes of a stored upload (for an attachment or a hand-over to the insurer's systems). */
export async function readUpload(row: { path: string }): Promise<Buffer> {
  return readFile(absolutePath(row.path));
}

export async function deleteUploadFile(relative: string): Promise<void> {
  await unlink(absolutePath(relative)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Removes half-written files a crash left behind (a live upload's file is younger than `before`). */
export async function sweepPartialFiles(before: Date): Promise<void> {
  const names = await readdir(uploadsDir()).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(uploadsDir(), name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) await unlink(file).catch(() => {});
  }
}
