/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): the bytes are bytea rows, which PGlite and postgres.js hand back differently.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@/lib/config/security';
import type { Db } from '../db/client';
import { identityDocuments, identityJourneys, uploadChunks, uploads } from '../db/schema';
import { cleanUp } from '../maintenance';
import { takeRateLimit } from '../limits/rate-limit';
import { backendClient } from '../test-client';
import { databaseForFile } from '../test-db';
import { CHUNK_BYTES, deleteUploadFile, readUpload, streamUpload, sweepOrphanChunks } from './files';
import { claimUploads, purgeUploads } from './store';

let db: Db;
let dir: string;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');
/** Bytes that start like a JPEG (enough for the type check; sharp would refuse them as a picture). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
/** A real 8 × 8 JPEG, made in beforeAll. */
let photo: Uint8Array<ArrayBuffer>;

let addressCounter = 0;
const freshAddress = () => `10.0.0.${++addressCounter}`;

const { call, newSession } = backendClient(() => db);

function send(token: string, body: BodyInit | ReadableStream<Uint8Array>, opts: { type?: string; name?: string; purpose?: string; address?: string; length?: number } = {}) {
  return call('POST', `/uploads?purpose=${opts.purpose ?? 'identity'}`, {
    token, body,
    // The address the BFF derived (socket or trusted hops); the backend believes only this header.
    address: opts.address,
    headers: {
      'content-type': opts.type ?? 'image/png', 'x-file-name': encodeURIComponent(opts.name ?? 'front.png'),
      'content-length': opts.length === undefined ? undefined : String(opts.length),
    },
  });
}

const initiate = (token: string, front: string, back: string) =>
  call('POST', '/user/initiate', { token, body: { documents: [{ side: 'front', upload_id: front }, { side: 'back', upload_id: back }] } });

/** A body that arrives in 64 kB chunks with no length declared, as a chunked upload would. */
function chunked(total: number): ReadableStream<Uint8Array> & { pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(65536, total - sent)).fill(1);
      if (sent === 0) chunk.set([0xff, 0xd8, 0xff, 0xe0]);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return Object.assign(stream, { pulled: () => sent });
}

/** `bytes` in pieces of `piece` bytes (not a divisor of a chunk), then an error instead of the end if `fail`. */
function piecesOf(bytes: Buffer, piece: number, fail = false): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return fail ? controller.error(new Error('connection reset')) : controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + piece)));
      at += piece;
    },
  });
}

const chunkRows = async () => (await db.select({ n: count() }).from(uploadChunks))[0]!.n;
const chunksOf = (id: string) => db.select().from(uploadChunks).where(eq(uploadChunks.uploadId, id)).orderBy(asc(uploadChunks.seq));

async function drain(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(part.value);
  return Buffer.concat(parts);
}

databaseForFile('uploads-test', (opened) => ({ db, dir } = opened));
beforeAll(async () => {
  photo = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c03020' } }).jpeg().toBuffer());
}, 30_000);

describe('POST /uploads', () => {
  it('stores a photo in the database, where every server reads it, and answers its id, name, type and size', async () => {
    const token = await newSession();
    const { status, body } = await send(token, PNG, { name: '../x/بطاقة\u0000.png', address: freshAddress() });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(String), name: 'بطاقة.png', type: 'image/png', size: PNG.length });
    const [row] = await db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ size: PNG.length, claimedAt: null, purpose: 'identity', path: `db:${body.id}` });
    expect((await chunksOf(body.id)).map((c) => c.data)).toEqual([PNG]);
    expect(await readUpload(db, row!)).toEqual(PNG);
  });

  it('keeps a file name without direction controls or invisible characters: invoice\\u202Egnp.exe is invoicegnp.exe', async () => {
    const { status, body } = await send(await newSession(), PNG, { name: 'invoice\u202Egnp\u2066\u200b.exe', address: freshAddress() });
    expect(status).toBe(200);
    expect(body.name).toBe('invoicegnp.exe');
    const [row] = await db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row!.name).toBe('invoicegnp.exe');
  });

  it('stores 600 KiB arriving in odd pieces as three chunks of 256 KiB, read back whole and streamed', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-'), randomBytes(600 * 1024 - 5)]);
    const { status, body } = await send(await newSession(), piecesOf(file, 100_000), { type: 'application/pdf', address: freshAddress() });
    expect(status).toBe(200);
    expect((await chunksOf(body.id)).map((c) => [c.seq, c.data.length])).toEqual([[0, CHUNK_BYTES], [1, CHUNK_BYTES], [2, 600 * 1024 - 2 * CHUNK_BYTES]]);
    const [row] = await db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row!.sha256).toBe(createHash('sha256').update(file).digest('hex'));
    expect((await readUpload(db, row!)).equals(file)).toBe(true);
    expect((await drain(streamUpload(db, row!))).equals(file)).toBe(true);
  });

  it('keeps no chunk of a body that breaks off after a chunk was stored (400)', async () => {
    const before = await chunkRows();
    const file = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(300 * 1024, 3)]);
    const { status, body } = await send(await newSession(), piecesOf(file, 65536, true), { type: 'image/jpeg', address: freshAddress() });
    expect(status).toBe(400);
    expect(body.code).toBe('upload_interrupted');
    expect(await chunkRows()).toBe(before);
  });

  it('refuses a text file named .jpg by its first bytes, and keeps nothing', async () => {
    const before = await chunkRows();
    const { status, body } = await send(await newSession(), 'just some text, not a photo', { type: 'image/jpeg', name: 'photo.jpg', address: freshAddress() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'file_type', fields: { file: 'validation.documentType' } });
    expect(await chunkRows()).toBe(before);
  });

  it('refuses a type it does not accept and an empty file', async () => {
    const token = await newSession();
    expect((await send(token, 'GIF89a', { type: 'image/gif', address: freshAddress() })).status).toBe(400);
    expect((await send(token, new Uint8Array(0), { type: 'image/png', address: freshAddress() })).body.code).toBe('file_empty');
  });

  it('stops a 12 MB chunked body while it streams, with 413, and deletes the chunks it had stored', async () => {
    const before = await chunkRows();
    const stream = chunked(12 * 1024 * 1024);
    const { status, body } = await send(await newSession(), stream, { type: 'image/jpeg', address: freshAddress() });
    expect(status).toBe(413);
    expect(body.code).toBe('payload_too_large');
    expect(stream.pulled()).toBeLessThanOrEqual(10 * 1024 * 1024 + 2 * 65536);
    expect(await chunkRows()).toBe(before);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const { status } = await send(await newSession(), PNG, { length: 11 * 1024 * 1024, address: freshAddress() });
    expect(status).toBe(413);
  });

  it('lets a visitor without an account upload only for the identity scan', async () => {
    const { status, body } = await send(await newSession(), PNG, { purpose: 'damage-photo', address: freshAddress() });
    expect(status).toBe(403);
    expect(body.code).toBe('sign_in_required');
    expect((await send(await newSession(), PNG, { purpose: 'nonsense' })).status).toBe(400);
  });

  it('limits the files a session sends in an hour (429), and the same address across sessions', async () => {
    const token = await newSession();
    const address = freshAddress();
    for (let i = 0; i < UPLOAD_LIMITS.anonymous.files; i++) expect((await send(token, PNG, { address })).status).toBe(200);
    const over = await send(token, PNG, { address });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('too_many_requests');

    const crowded = freshAddress();
    await takeRateLimit(db, `upload:files:address:${crowded}`, { max: 1e9, windowMs: UPLOAD_LIMITS.windowMs }, new Date(), UPLOAD_LIMITS.address.files);
    expect((await send(await newSession(), PNG, { address: crowded })).status).toBe(429);
  });

  it('limits the bytes per hour, reserving the declared size before reading and giving back what was not used', async () => {
    const token = await newSession();
    const address = freshAddress();
    expect((await send(token, PNG, { address, length: PNG.length })).status).toBe(200);
    const [ownerKey] = (await db.select().from(uploads).where(eq(uploads.address, address))).map((r) => `upload:bytes:session:${r.sessionId}`);
    await takeRateLimit(db, ownerKey!, { max: 1e9, windowMs: UPLOAD_LIMITS.windowMs }, new Date(), UPLOAD_LIMITS.anonymous.bytes - 1000);
    expect((await send(token, JPEG, { type: 'image/jpeg', address, length: JPEG.length })).status).toBe(429);
    expect((await send(token, PNG, { address, length: PNG.length })).status).toBe(200);
  });
});

describe('claiming uploads', () => {
  it('POST /user/initiate takes the session’s own identity uploads, once', async () => {
    const token = await newSession();
    const address = freshAddress();
    const front = (await send(token, PNG, { address })).body.id;
    const back = (await send(token, photo, { type: 'image/jpeg', address })).body.id;
    const started = await initiate(token, front, back);
    expect(started.status).toBe(200);
    expect(started.body.documents).toEqual([{ side: 'front', size: PNG.length }, { side: 'back', size: photo.length }]);
    const docs = await db.select().from(identityDocuments).where(eq(identityDocuments.journeyId, started.body.journey_id));
    expect(docs.map((d) => d.uploadId).sort()).toEqual([front, back].sort());
    expect((await initiate(token, front, back)).body).toMatchObject({ code: 'upload_missing', fields: { 'documents.front': 'validation.uploadMissing' } });
  });

  it('refuses another session’s upload id, a made-up id, and the same file for both sides', async () => {
    const mine = await newSession();
    const theirs = await newSession();
    const own = (await send(mine, PNG, { address: freshAddress() })).body.id;
    const other = (await send(theirs, PNG, { address: freshAddress() })).body.id;
    const res = await initiate(mine, own, other);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'documents.back': 'validation.uploadMissing' });
    expect((await initiate(mine, own, crypto.randomUUID())).status).toBe(400);
    expect((await initiate(mine, own, own)).body.code).toBe('validation_error');
    // Nothing was claimed by the refused calls: the owner can still use theirs.
    const [row] = await db.select().from(uploads).where(eq(uploads.id, own));
    expect(row!.claimedAt).toBeNull();
  });

  it('claimUploads checks purpose and type', async () => {
    const token = await newSession();
    const id = (await send(token, PNG, { address: freshAddress() })).body.id;
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    const owner = { sessionId: row!.sessionId, userId: null };
    await expect(claimUploads(db, { ids: { f: id }, owner, purpose: 'title-deed' })).rejects.toMatchObject({ status: 400, extra: { fields: { f: 'validation.uploadMissing' } } });
    await expect(claimUploads(db, { ids: { f: id }, owner, purpose: 'identity', allowedTypes: ['application/pdf'] })).rejects.toMatchObject({ extra: { fields: { f: 'validation.documentType' } } });
    expect((await claimUploads(db, { ids: { f: id }, owner, purpose: 'identity' })).f!.id).toBe(id);
  });
});

describe('clean-up', () => {
  it('deletes unclaimed uploads after a day, rows and chunks, and keeps claimed ones', async () => {
    const token = await newSession();
    const address = freshAddress();
    const kept = [(await send(token, PNG, { address })).body.id, (await send(token, PNG, { address })).body.id];
    await initiate(token, kept[0], kept[1]);
    const unused = (await send(token, PNG, { address })).body.id;

    await purgeUploads(db, new Date(Date.now() + 60 * 60_000));
    expect((await chunksOf(unused)).length).toBe(1);

    await purgeUploads(db, new Date(Date.now() + UPLOAD_LIMITS.unclaimedTtlMs + 60_000));
    expect(await db.select().from(uploads).where(eq(uploads.id, unused))).toEqual([]);
    expect(await chunksOf(unused)).toEqual([]);
    expect((await db.select().from(uploads).where(eq(uploads.id, kept[0]))).length).toBe(1);
    expect((await chunksOf(kept[0])).length).toBe(1);
  });

  it('sweeps old chunks no upload row names (a server stopped mid-upload), not young ones nor an upload’s own', async () => {
    const token = await newSession();
    const owned = (await send(token, PNG, { address: freshAddress() })).body.id;
    const [old, young] = [crypto.randomUUID(), crypto.randomUUID()];
    const twoDaysAgo = new Date(Date.now() - 2 * UPLOAD_LIMITS.unclaimedTtlMs);
    await db.insert(uploadChunks).values([
      { uploadId: old, seq: 0, data: PNG, createdAt: twoDaysAgo },
      { uploadId: old, seq: 1, data: PNG, createdAt: twoDaysAgo },
      { uploadId: young, seq: 0, data: PNG },
    ]);
    await db.update(uploadChunks).set({ createdAt: twoDaysAgo }).where(eq(uploadChunks.uploadId, owned));
    await sweepOrphanChunks(db, new Date(Date.now() - UPLOAD_LIMITS.unclaimedTtlMs));
    expect(await chunksOf(old)).toEqual([]);
    expect((await chunksOf(young)).length).toBe(1);
    expect((await chunksOf(owned)).length).toBe(1);
  });

  it('still reads, and deletes, a file a server wrote to its own disk before the chunks, and sweeps old .part files', async () => {
    const id = crypto.randomUUID();
    mkdirSync(path.join(dir, 'uploads'), { recursive: true });
    const file = path.join(dir, 'uploads', id);
    writeFileSync(file, JPEG);
    const legacy = { id, path: `uploads/${id}` };
    expect(await readUpload(db, legacy)).toEqual(JPEG);
    expect(await drain(streamUpload(db, legacy))).toEqual(JPEG);
    await deleteUploadFile(db, legacy);
    expect(existsSync(file)).toBe(false);
    await expect(readUpload(db, { id, path: `db:${id}` })).rejects.toThrow('no stored bytes');

    const part = path.join(dir, 'uploads', `${crypto.randomUUID()}.part`);
    writeFileSync(part, PNG);
    utimesSync(part, new Date(Date.now() - 2 * UPLOAD_LIMITS.unclaimedTtlMs), new Date(Date.now() - 2 * UPLOAD_LIMITS.unclaimedTtlMs));
    await sweepOrphanChunks(db, new Date(Date.now() - UPLOAD_LIMITS.unclaimedTtlMs));
    expect(existsSync(part)).toBe(false);
  });

  it('releases and deletes the scans of a sign-up abandoned after the scan', async () => {
    const token = await newSession();
    const address = freshAddress();
    const ids = [(await send(token, PNG, { address })).body.id, (await send(token, PNG, { address })).body.id];
    const { body } = await initiate(token, ids[0], ids[1]);
    await cleanUp(db, new Date(Date.now() + UPLOAD_LIMITS.unclaimedTtlMs + 60_000));
    expect(await db.select().from(identityJourneys).where(eq(identityJourneys.id, body.journey_id))).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.id, ids[0]))).toEqual([]);
  });
});
