/** @jest-environment node */
// Uploads in an S3-compatible bucket: s3rver, a real S3 REST server, on 127.0.0.1 (no mocked client).
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@/lib/config/security';
import { UPLOAD_MAX_BYTES } from '@/lib/config/uploads';
import type { Db } from '../db/client';
import { uploadChunks, uploads, uploadVariants } from '../db/schema';
import { backendClient } from '../test-client';
import { databaseForFile } from '../test-db';
import { PART_BYTES, uploadBucket } from './bucket';
import { deleteUploadFile, readUpload, streamUpload, sweepOrphanChunks, writeUploadFile } from './files';
import { purgeUploads } from './store';

const BUCKET = 'portal-uploads';
const SETTINGS = ['UPLOAD_S3_BUCKET', 'UPLOAD_S3_ENDPOINT', 'UPLOAD_S3_FORCE_PATH_STYLE', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');
/** 7 MB: a part of 5 MiB and a last one of the rest. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(7 * 1000 * 1000 - 9)]);

let db: Db;
let dir: string;
let s3: S3rver;
let endpoint: string;

let addressCounter = 0;
const { call, newSession } = backendClient(() => db);

async function send(body: BodyInit | ReadableStream<Uint8Array>, type = 'image/png') {
  return call('POST', '/uploads?purpose=identity', {
    token: await newSession(), body, address: `10.1.0.${++addressCounter}`,
    headers: { 'content-type': type, 'x-file-name': 'scan' },
  });
}

/** `bytes` in pieces of `piece` bytes (not a divisor of a part), then an error instead of the end if `fail`. */
function piecesOf(bytes: Buffer, piece: number, fail = false): ReadableStream<Uint8Array> & { pulled: () => number } {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return fail ? controller.error(new Error('connection reset')) : controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + piece)));
      at += piece;
    },
  });
  return Object.assign(stream, { pulled: () => Math.min(at, bytes.length) });
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<{ bytes: Buffer; pieces: number }> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(part.value);
  return { bytes: Buffer.concat(parts), pieces: parts.length };
}

async function objectKeys(): Promise<string[]> {
  const bucket = (await uploadBucket())!;
  const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

const rowOf = async (id: string) => (await db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
const chunkRows = async () => (await db.select({ n: count() }).from(uploadChunks))[0]!.n;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A port nothing listens on: a bucket that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The database first, before the bucket is set: the shared template, whose demo photos are in the database.
databaseForFile('uploads-bucket-test', (opened) => ({ db, dir } = opened));
beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: path.join(dir, 's3'), silent: true });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    UPLOAD_S3_BUCKET: BUCKET, UPLOAD_S3_ENDPOINT: endpoint, UPLOAD_S3_FORCE_PATH_STYLE: 'true',
    // s3rver's own key pair; the portal takes credentials from the SDK's default chain, here the environment.
    AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  await (await uploadBucket())!.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
}, 30_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await s3.close();
});

describe('uploads in a bucket', () => {
  it('puts a photo in the bucket in one request, and reads, streams and deletes it byte for byte', async () => {
    const before = await chunkRows();
    const { status, body } = await send(PNG);
    expect(status).toBe(200);
    const row = await rowOf(body.id);
    expect(row.path).toMatch(new RegExp(`^s3:uploads/\\d{4}-\\d\\d-\\d\\d/${body.id}$`));
    expect(await objectKeys()).toContain(row.path.slice(3));
    expect(await chunkRows()).toBe(before);
    expect(await readUpload(db, row)).toEqual(PNG);
    expect((await drain(streamUpload(db, row))).bytes).toEqual(PNG);
    await deleteUploadFile(db, row);
    expect(await objectKeys()).not.toContain(row.path.slice(3));
    await expect(readUpload(db, row)).rejects.toThrow('no stored bytes');
  });

  it('sends a 7 MB PDF arriving in odd pieces as a multipart upload, read back whole and streamed in pieces', async () => {
    expect(PDF.length).toBeGreaterThan(PART_BYTES);
    const { status, body } = await send(piecesOf(PDF, 100_000), 'application/pdf');
    expect(status).toBe(200);
    expect(body.size).toBe(PDF.length);
    const row = await rowOf(body.id);
    expect(row.sha256).toBe(sha256(PDF));
    expect((await readUpload(db, row)).equals(PDF)).toBe(true);
    const streamed = await drain(streamUpload(db, row));
    expect(streamed.bytes.equals(PDF)).toBe(true);
    // As the bucket sends it, not one buffer.
    expect(streamed.pieces).toBeGreaterThan(10);
    await deleteUploadFile(db, row);
  });

  it('stops a body past the limit with 413 after two parts, and leaves nothing in the bucket', async () => {
    const keys = await objectKeys();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(12 * 1024 * 1024, 1)]);
    const stream = piecesOf(big, 65536);
    const { status, body } = await send(stream, 'image/jpeg');
    expect(status).toBe(413);
    expect(body.code).toBe('payload_too_large');
    expect(stream.pulled()).toBeLessThanOrEqual(UPLOAD_MAX_BYTES + 2 * 65536);
    expect(await objectKeys()).toEqual(keys);
  });

  it('puts a picture’s display copy and thumbnail in the bucket beside it, and leaves nothing of a pixel bomb', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#20a060' } }).jpeg().toBuffer();
    const { status, body } = await send(photo, 'image/jpeg');
    expect(status).toBe(200);
    const copies = await db.select().from(uploadVariants).where(eq(uploadVariants.uploadId, body.id)).orderBy(uploadVariants.variant);
    expect(copies.map((c) => [c.variant, c.width, c.height])).toEqual([['display', 1600, 1200], ['thumb', 400, 300]]);
    const keys = await objectKeys();
    for (const copy of copies) {
      expect(copy.path).toMatch(/^s3:uploads\/\d{4}-\d\d-\d\d\//);
      expect(keys).toContain(copy.path.slice(3));
      expect((await sharp(await readUpload(db, copy)).metadata()).width).toBe(copy.width);
    }

    // 50,000 × 50,000 declared in a PNG's header (its CRC is not what is checked first).
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const refused = await send(bomb);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'image_too_large', fields: { file: 'validation.imagePixels' } });
    expect(await objectKeys()).toEqual(keys);
  });

  it('refuses a wrong type and an empty file with 400, storing nothing', async () => {
    const keys = await objectKeys();
    expect((await send('just some text, not a photo', 'image/jpeg')).body).toMatchObject({ code: 'file_type', fields: { file: 'validation.documentType' } });
    expect((await send(new Uint8Array(0))).body.code).toBe('file_empty');
    expect(await objectKeys()).toEqual(keys);
  });

  it('leaves nothing of a body that breaks off, before or after a part was sent', async () => {
    const keys = await objectKeys();
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 3)]);
    for (const length of [300 * 1024, file.length]) {
      const { status, body } = await send(piecesOf(file.subarray(0, length), 65536, true), 'application/pdf');
      expect(status).toBe(400);
      expect(body.code).toBe('upload_interrupted');
    }
    expect(await objectKeys()).toEqual(keys);
  });

  it('still reads, streams and deletes an upload kept in the database before the bucket was switched on', async () => {
    process.env.UPLOAD_S3_BUCKET = '';
    process.env.UPLOAD_S3_ENDPOINT = '';
    process.env.UPLOAD_S3_FORCE_PATH_STYLE = '';
    const { body } = await send(PNG).finally(() => Object.assign(process.env, { UPLOAD_S3_BUCKET: BUCKET, UPLOAD_S3_ENDPOINT: endpoint, UPLOAD_S3_FORCE_PATH_STYLE: 'true' }));
    const row = await rowOf(body.id);
    expect(row.path).toBe(`db:${body.id}`);
    expect(await readUpload(db, row)).toEqual(PNG);
    expect((await drain(streamUpload(db, row))).bytes).toEqual(PNG);
    await deleteUploadFile(db, row);
    await expect(readUpload(db, row)).rejects.toThrow('no stored bytes');
  });

  it('sweeps an old object no row names (a server stopped before the row), not one whose row exists; the purge deletes an unclaimed upload’s object', async () => {
    const kept = await rowOf((await send(PNG)).body.id);
    const copyKeys = (await db.select().from(uploadVariants).where(eq(uploadVariants.uploadId, kept.id))).map((c) => c.path.slice(3));
    expect(copyKeys).toHaveLength(2);
    const orphan = await writeUploadFile(db, piecesOf(PNG, 20), 'image/png', UPLOAD_MAX_BYTES);
    const [keptKey, orphanKey] = [kept.path.slice(3), orphan.path.slice(3)];
    expect(await objectKeys()).toEqual(expect.arrayContaining([keptKey, orphanKey]));

    // Young objects stay: an upload may be streaming while its row is not written yet.
    await sweepOrphanChunks(db, new Date(Date.now() - 60_000));
    expect(await objectKeys()).toContain(orphanKey);

    await sweepOrphanChunks(db, new Date(Date.now() + 60_000));
    expect(await objectKeys()).not.toContain(orphanKey);
    expect(await readUpload(db, kept)).toEqual(PNG);
    expect(await objectKeys()).toEqual(expect.arrayContaining(copyKeys));

    await purgeUploads(db, new Date(Date.now() + UPLOAD_LIMITS.unclaimedTtlMs + 60_000));
    expect(await db.select().from(uploads).where(eq(uploads.id, kept.id))).toEqual([]);
    expect(await objectKeys()).not.toContain(keptKey);
    for (const key of copyKeys) expect(await objectKeys()).not.toContain(key);
  });

  it('answers 503 upload_unavailable, not 500, when the bucket is down, and keeps no row', async () => {
    const stored = await rowOf((await send(PNG)).body.id);
    process.env.UPLOAD_S3_ENDPOINT = `http://127.0.0.1:${await closedPort()}`;
    try {
      const rows = (await db.select({ n: count() }).from(uploads))[0]!.n;
      const { status, body } = await send(PNG);
      expect(status).toBe(503);
      expect(body.code).toBe('upload_unavailable');
      expect((await db.select({ n: count() }).from(uploads))[0]!.n).toBe(rows);
      await expect(readUpload(db, stored)).rejects.toMatchObject({ status: 503, code: 'upload_unavailable' });
    } finally {
      process.env.UPLOAD_S3_ENDPOINT = endpoint;
    }
    expect(await readUpload(db, stored)).toEqual(PNG);
  }, 30_000);
});
