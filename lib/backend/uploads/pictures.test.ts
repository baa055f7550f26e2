/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): two servers making an old photo's copies at once keep one set, by a unique index.
// Pictures: the pixel limit before anything decodes, and the display copy and thumbnail kept beside the original.
import { crc32, deflateSync } from 'node:zlib';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { startSession } from '../accounts/auth/sessions';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { rateLimits, uploadChunks, uploads, uploadVariants, users } from '../db/schema';
import { databaseForFile } from '../test-db';
import { readUpload } from './files';
import { purgeUploads } from './store';

let db: Db;
const kit = claimsKit(() => db);
const { call } = kit;

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The pixel bomb of the report: a valid PNG of about 1.3 KB that declares 50,000 × 50,000 pixels
 * (8-bit RGB, 7.5 GB once decoded); its IDAT is a megabyte of zeros, deflated.
 */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG bomb the header check in lib/uploads cannot see: a real 8 × 8 JPEG whose frame header is
 * made to say 50,000 × 50,000 (0xC350), pushed past the first IMAGE_HEAD_BYTES by five 64 KiB APP2
 * segments, so sharp's limit is what refuses it.
 */
async function deepJpegBomb(): Promise<Buffer> {
  const small = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).jpeg().toBuffer());
  const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
  small.set([0xc3, 0x50, 0xc3, 0x50], frame + 5);
  const app = Buffer.concat([Buffer.from([0xff, 0xe2, 0xff, 0xff]), Buffer.alloc(0xfffd, 0x41)]);
  return Buffer.concat([small.subarray(0, 2), app, app, app, app, app, small.subarray(2)]);
}

/** A phone-sized photo, 3000 × 2000, with its camera and GPS position in EXIF. */
const phonePhoto = (orientation?: number) => {
  const image = sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3060c0' } }).jpeg();
  const tagged = image.withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1' } });
  return (orientation ? tagged.withMetadata({ orientation }) : tagged).toBuffer();
};

const counts = async () => ({
  uploads: (await db.select({ n: count() }).from(uploads))[0]!.n,
  chunks: (await db.select({ n: count() }).from(uploadChunks))[0]!.n,
  copies: (await db.select({ n: count() }).from(uploadVariants))[0]!.n,
});

const send = (token: string, body: Buffer, type: string, name: string) =>
  call('POST', '/uploads?purpose=claim-file', { token, body, headers: { 'content-type': type, 'x-file-name': name } });

const bytesCounted = async (userId: number) =>
  (await db.select().from(rateLimits).where(eq(rateLimits.key, `upload:bytes:user:${userId}`)))[0]?.count ?? 0;

const copiesOf = (id: string) => db.select().from(uploadVariants).where(eq(uploadVariants.uploadId, id)).orderBy(uploadVariants.variant);

/** A served file's bytes and what sharp reads of them. */
async function served(answer: { status: number; body: { content_type: string; data: string } }) {
  expect([answer.status, answer.status === 200 ? null : answer.body]).toEqual([200, null]);
  const bytes = Buffer.from(answer.body.data, 'base64');
  return { type: answer.body.content_type, bytes, meta: await sharp(bytes).metadata() };
}

databaseForFile('pictures-test', (opened) => ({ db } = opened));

describe('the pixel limit', () => {
  it('refuses the 1.3 KB PNG that declares 50,000 × 50,000 pixels: 413 on the file field, nothing stored, the bytes given back', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeGreaterThan(1000);
    expect(bomb.length).toBeLessThan(1600);
    const owner = await kit.customer();
    const before = await counts();
    const res = await send(owner.token, bomb, 'image/png', 'scene.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'image_too_large', fields: { file: 'validation.imagePixels' } });
    expect(await counts()).toEqual(before);
    expect(await bytesCounted(owner.user.id)).toBe(0);
  });

  it('refuses a bomb whose header lies deeper than the browser reads: sharp reads it, decodes nothing, and refuses it', async () => {
    const owner = await kit.customer();
    const before = await counts();
    const bomb = await deepJpegBomb();
    expect(bomb.length).toBeGreaterThan(5 * 64 * 1024);
    const res = await send(owner.token, bomb, 'image/jpeg', 'deep.jpg');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'image_too_large', fields: { file: 'validation.imagePixels' } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a photo cut short (sharp cannot read it whole) as not a picture, and keeps nothing', async () => {
    const owner = await kit.customer();
    const photo = await phonePhoto();
    const before = await counts();
    const res = await send(owner.token, photo.subarray(0, Math.floor(photo.length / 2)), 'image/jpeg', 'half.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'image_unreadable', fields: { file: 'validation.imageUnreadable' } });
    expect(await counts()).toEqual(before);
    expect(await bytesCounted(owner.user.id)).toBe(0);
  });
});

describe('the copies of a picture', () => {
  it('keeps the original, a display copy 1600 px long and a thumbnail 400 px, upright and without EXIF, and serves each to the owner and the desk only', async () => {
    const owner = await kit.customer();
    const original = await phonePhoto();
    const sent = await send(owner.token, original, 'image/jpeg', 'windscreen.jpg');
    expect(sent.status).toBe(200);
    const id = sent.body.id as string;
    expect(sent.body).toMatchObject({ type: 'image/jpeg', size: original.length });
    expect(await readUpload(db, (await db.select().from(uploads).where(eq(uploads.id, id)))[0]!)).toEqual(original);
    expect((await copiesOf(id)).map(({ variant, type, width, height }) => ({ variant, type, width, height }))).toEqual([
      { variant: 'display', type: 'image/jpeg', width: 1600, height: 1067 },
      { variant: 'thumb', type: 'image/jpeg', width: 400, height: 267 },
    ]);

    const report = await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, {
      photos: [{ slot: 'damage', upload_id: id }],
    }));
    expect(report.status).toBe(200);
    const files = `/claims/${report.body.claim.id}/files/${id}`;

    const thumb = await served(await call('GET', `${files}?size=thumb`, { token: owner.token }));
    expect(thumb).toMatchObject({ type: 'image/jpeg', meta: { format: 'jpeg', width: 400, height: 267 } });
    const display = await served(await call('GET', `${files}?size=display`, { token: owner.token }));
    expect(display.meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    // The camera and the place stay with the original only.
    for (const copy of [thumb, display]) {
      expect(copy.meta.exif).toBeUndefined();
      expect(copy.bytes.includes('WGS-84')).toBe(false);
      expect(copy.bytes.includes('PhoneMaker')).toBe(false);
    }
    const whole = await call('GET', files, { token: owner.token });
    expect(Buffer.from(whole.body.data, 'base64')).toEqual(original);
    expect(whole.body.name).toBe('windscreen.jpg');
    expect((await sharp(original).metadata()).exif?.includes('WGS-84')).toBe(true);

    const stranger = await kit.customer();
    for (const size of ['?size=thumb', '?size=display', '']) expect((await call('GET', `${files}${size}`, { token: stranger.token })).status).toBe(404);
    const care = await kit.careToken();
    expect((await served(await call('GET', `${files}?size=thumb`, { token: care.token }))).meta).toMatchObject({ width: 400, height: 267 });
    expect((await call('GET', `${files}?size=large`, { token: owner.token })).status).toBe(400);
  });

  it('turns a photo upright by its EXIF orientation (a phone held upright writes 6: turn a quarter clockwise)', async () => {
    const owner = await kit.customer();
    const sent = await send(owner.token, await phonePhoto(6), 'image/jpeg', 'upright.jpg');
    expect(sent.status).toBe(200);
    expect((await copiesOf(sent.body.id)).map(({ width, height }) => [width, height])).toEqual([[1067, 1600], [267, 400]]);
  });

  it('makes no copy of a PDF, and serves the PDF itself whatever size is asked', async () => {
    const owner = await kit.customer();
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const sent = await send(owner.token, pdf, 'application/pdf', 'estimate.pdf');
    expect(sent.status).toBe(200);
    expect(await copiesOf(sent.body.id)).toEqual([]);
    const report = await kit.report(owner.token, await kit.homeReport(owner.token, owner.home.id, {
      documents: [{ key: 'damage_photos', upload_id: await kit.upload(owner.token) }, { key: 'repair_estimate', upload_id: sent.body.id }],
    }));
    expect(report.status).toBe(200);
    const answer = await call('GET', `/claims/${report.body.claim.id}/files/${sent.body.id}?size=thumb`, { token: owner.token });
    expect(answer.body.content_type).toBe('application/pdf');
    expect(Buffer.from(answer.body.data, 'base64')).toEqual(pdf);
  });

  it('makes the copies of a photo stored before copies existed on its first request, once, even asked twice at once', async () => {
    const owner = await kit.customer();
    const sent = await send(owner.token, await phonePhoto(), 'image/jpeg', 'old.jpg');
    const id = sent.body.id as string;
    const report = await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, { photos: [{ slot: 'damage', upload_id: id }] }));
    // As an upload of an older release (or the demo's seed) left it: the original only.
    const made = await copiesOf(id);
    await db.delete(uploadVariants).where(eq(uploadVariants.uploadId, id));
    await db.delete(uploadChunks).where(inArray(uploadChunks.uploadId, made.map((m) => m.id)));
    const before = (await counts()).chunks;

    const files = `/claims/${report.body.claim.id}/files/${id}`;
    const [a, b] = await Promise.all([call('GET', `${files}?size=thumb`, { token: owner.token }), call('GET', `${files}?size=thumb`, { token: owner.token })]);
    expect((await served(a)).meta).toMatchObject({ width: 400, height: 267 });
    expect((await served(b)).meta).toMatchObject({ width: 400, height: 267 });
    const copies = await copiesOf(id);
    expect(copies.map((c) => c.variant)).toEqual(['display', 'thumb']);
    // The copies made twice were deleted: only the kept ones' chunks are new.
    const kept = await db.select({ n: count() }).from(uploadChunks).where(inArray(uploadChunks.uploadId, copies.map((c) => c.id)));
    expect((await counts()).chunks - before).toBe(kept[0]!.n);
  });

  it('makes the seeded demo photos’ copies when first asked', async () => {
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
    const token = await startSession(db, crypto.randomUUID(), demo!.id, new Date());
    const car = ((await call('GET', '/claims', { token })).body.claims as { id: number; line: string }[]).find((c) => c.line === 'motor')!;
    const photo = (await call('GET', `/claims/${car.id}`, { token })).body.claim.photos[0] as { id: string };
    const thumb = await served(await call('GET', `/claims/${car.id}/files/${photo.id}?size=thumb`, { token }));
    expect(Math.max(thumb.meta.width!, thumb.meta.height!)).toBe(400);
    expect((await copiesOf(photo.id)).length).toBe(2);
  });

  it('deletes an unclaimed picture’s copies with it, rows and bytes, and keeps a claimed one’s', async () => {
    const owner = await kit.customer();
    const id = (await send(owner.token, await phonePhoto(), 'image/jpeg', 'unused.jpg')).body.id as string;
    const claimed = (await send(owner.token, await phonePhoto(), 'image/jpeg', 'used.jpg')).body.id as string;
    expect((await kit.report(owner.token, await kit.glassReport(owner.token, owner.motor.id, { photos: [{ slot: 'damage', upload_id: claimed }] }))).status).toBe(200);
    const copies = await copiesOf(id);
    expect(copies).toHaveLength(2);
    await purgeUploads(db, new Date(Date.now() + 2 * 24 * 60 * 60_000));
    expect(await db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
    expect(await copiesOf(id)).toEqual([]);
    expect(await db.select().from(uploadChunks).where(inArray(uploadChunks.uploadId, [id, ...copies.map((c) => c.id)]))).toEqual([]);
    const kept = await copiesOf(claimed);
    expect(kept).toHaveLength(2);
    expect((await db.select({ n: count() }).from(uploadChunks).where(inArray(uploadChunks.uploadId, kept.map((c) => c.id))))[0]!.n).toBe(2);
  });
});
