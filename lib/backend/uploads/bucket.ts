import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { inArray } from 'drizzle-orm';
import { uploadStorageSettings, type UploadStorageSettings } from '@/lib/config/upload-storage';
import { log } from '@/lib/log';
import type { Db } from '../db/client';
import { uploads, uploadVariants } from '../db/schema';
import { HttpError } from '../http';
import type { UploadSink } from './sink';

/**
 * Uploads in an S3-compatible bucket (UPLOAD_S3_BUCKET, lib/config/upload-storage.ts). The SDK is
 * loaded only when a bucket is configured. Rows name their object as `s3:<key>`, the key being
 * `<prefix><day>/<upload id>`: the day lets the orphan sweep list a few days, not the whole bucket.
 */

/** S3's smallest part but the last: a 10 MB upload is at most two parts, one held in memory at a time. */
export const PART_BYTES = 5 * 1024 * 1024;
/** How many days of keys, up to the cutoff's, the sweep lists: an orphan is seen by every clean-up run in that time. */
const SWEEP_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Sdk = typeof import('@aws-sdk/client-s3');
export interface Bucket {
  sdk: Sdk;
  client: S3Client;
  name: string;
  prefix: string;
}

/** An `s3:` row whose object is gone: like a `db:` row without chunks, not the bucket being down. */
class MissingObject extends Error {}

const unavailable = () => new HttpError(503, 'upload_unavailable', 'The file store is not answering. Please try again in a few minutes.');

/** Any failure of the bucket (down, slow, refusing our credentials) is a 503 the portal translates; the cause is logged. */
async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError || error instanceof MissingObject) throw error;
    log.error({ err: error, action }, 'the upload bucket failed');
    throw unavailable();
  }
}

const clients = new Map<string, Promise<Bucket>>();

async function connect(settings: UploadStorageSettings): Promise<Bucket> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.UPLOAD_S3_REGION,
    endpoint: settings.UPLOAD_S3_ENDPOINT,
    forcePathStyle: settings.UPLOAD_S3_FORCE_PATH_STYLE,
    // Since 3.729 the SDK adds CRC32 checksums (and aws-chunked bodies) to every upload and checks
    // them on reads; MinIO, Ceph and other S3-compatible stores that predate them refuse or garble
    // such requests. Checksums only where S3 requires them; the sha256 of every upload is in its row.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A dead bucket fails in seconds (then 503) instead of holding the customer's request open:
    // 3 s to connect, 15 s for an answer (a 5 MiB part included), 30 s of silence while a body streams.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000, throwOnRequestTimeout: true, socketTimeout: 30_000 },
    maxAttempts: 3,
  });
  return { sdk, client, name: settings.UPLOAD_S3_BUCKET, prefix: settings.UPLOAD_S3_PREFIX };
}

/** The configured bucket (one client per settings), or null: uploads go to PostgreSQL. */
export async function uploadBucket(): Promise<Bucket | null> {
  const settings = uploadStorageSettings();
  if (!settings) return null;
  const key = JSON.stringify(settings);
  let bucket = clients.get(key);
  if (!bucket) clients.set(key, (bucket = connect(settings)));
  return bucket;
}

/** The bucket holding an `s3:` row's object; a row left from a bucket no longer configured is a 503, logged. */
async function bucketOf(key: string): Promise<Bucket> {
  const bucket = await uploadBucket();
  if (bucket) return bucket;
  log.error({ key }, 'an upload is in a bucket but UPLOAD_S3_BUCKET is not set');
  throw unavailable();
}

export const objectPath = (key: string) => `s3:${key}`;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Puts an upload into the bucket: one PutObject when the body ends within the first part, else a
 * multipart upload of PART_BYTES parts. Refused or interrupted, discard aborts the multipart
 * upload and deletes the object, so nothing is left (a failure to do so is logged; a stopped server's
 * incomplete multipart uploads go by the bucket's lifecycle rule, docs/several-servers.md).
 */
export function bucketSink(bucket: Bucket, id: string, contentType: string, now = new Date()): UploadSink {
  const { sdk, client, name: Bucket } = bucket;
  const Key = `${bucket.prefix}${dayOf(now)}/${id}`;
  let uploadId: string | undefined;
  const parts: { PartNumber: number; ETag: string | undefined }[] = [];
  const part = async (Body: Buffer) => {
    uploadId ??= (await call('create multipart upload', () => client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType })))).UploadId;
    const PartNumber = parts.length + 1;
    const { ETag } = await call('upload part', () => client.send(new sdk.UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body, ContentLength: Body.length })));
    parts.push({ PartNumber, ETag });
  };
  return {
    path: objectPath(Key),
    blockBytes: PART_BYTES,
    block: part,
    async end(rest) {
      if (!uploadId) {
        await call('put object', () => client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: rest, ContentLength: rest.length, ContentType: contentType })));
        return;
      }
      if (rest.length > 0) await part(rest);
      await call('complete multipart upload', () => client.send(new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } })));
    },
    async discard() {
      if (uploadId) {
        await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch((error: unknown) => log.warn({ err: error, key: Key }, 'could not abort a refused multipart upload'));
      }
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))
        .catch((error: unknown) => log.warn({ err: error, key: Key }, 'could not delete a refused upload'));
    },
  };
}

async function getObject(key: string): Promise<NonNullable<GetObjectCommandOutput['Body']>> {
  const { sdk, client, name } = await bucketOf(key);
  const out = await call('get object', () => client.send(new sdk.GetObjectCommand({ Bucket: name, Key: key })).catch((error: unknown) => {
    throw error instanceof sdk.NoSuchKey ? new MissingObject(`upload object ${key} has no stored bytes`) : error;
  }));
  if (!out.Body) throw new MissingObject(`upload object ${key} has no stored bytes`);
  return out.Body;
}

/** An object's whole bytes (at most the upload size limit). */
export async function readObject(key: string): Promise<Buffer> {
  const body = await getObject(key);
  const bytes = await call('read object', () => body.transformToByteArray());
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** An object's bytes as they arrive from the bucket, never whole in memory. */
export function streamObject(key: string): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      reader ??= (await getObject(key)).transformToWebStream().getReader();
      const piece = await call('read object', () => reader!.read());
      if (piece.done) controller.close();
      else controller.enqueue(piece.value);
    },
    async cancel(reason) {
      await reader?.cancel(reason).catch(() => {});
    },
  });
}

export async function deleteObject(key: string): Promise<void> {
  const { sdk, client, name } = await bucketOf(key);
  await call('delete object', () => client.send(new sdk.DeleteObjectCommand({ Bucket: name, Key: key })));
}

/**
 * Deletes objects older than `before` that no upload or copy row names (a server stopped between the
 * object and its row, or an upload deleted with its copies), in the last SWEEP_DAYS days of keys up to the cutoff's day. Keys under the
 * prefix that are not `<day>/<uuid>` are not the portal's and are left alone.
 */
export async function sweepObjects(db: Pick<Db, 'select'>, before: Date): Promise<void> {
  const bucket = await uploadBucket();
  if (!bucket) return;
  const { sdk, client, name } = bucket;
  for (let back = 0; back < SWEEP_DAYS; back++) {
    const Prefix = `${bucket.prefix}${dayOf(new Date(before.getTime() - back * DAY_MS))}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await call('list objects', () => client.send(new sdk.ListObjectsV2Command({ Bucket: name, Prefix, ContinuationToken })));
      const old = new Map<string, string>();
      for (const object of page.Contents ?? []) {
        const id = object.Key?.slice(Prefix.length) ?? '';
        if (object.Key && UUID.test(id) && object.LastModified && object.LastModified < before) old.set(id, object.Key);
      }
      if (old.size) {
        const ids = [...old.keys()];
        const named = [
          ...await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids)),
          ...await db.select({ id: uploadVariants.id }).from(uploadVariants).where(inArray(uploadVariants.id, ids)),
        ];
        for (const { id } of named) old.delete(id);
        for (const key of old.values()) await deleteObject(key);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}
