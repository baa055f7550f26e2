import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_MAX_SIDE } from '@/lib/config/claims';
import { jpegHead, pngHead } from '@/lib/model/uploads/test-pictures';
import { COMPRESSION_SCRIPT, compressionOptions, compressPhoto } from './compress-photo';

// jsdom's Blob has no arrayBuffer(); a browser's has.
beforeAll(() => {
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
});

/** A phone photo's header (4032 × 3024) and a screenshot's (1170 × 2532). */
const JPEG = jpegHead(4032, 3024);
const PNG = pngHead(1170, 2532);
const PDF = [...'%PDF-1.4\n'].map((c) => c.charCodeAt(0));

const fileOf = (head: ArrayLike<number>, name: string, type: string, size = 4096) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type, lastModified: 1_700_000_000_000 });
};

describe('compressPhoto', () => {
  it('hands a PDF back untouched, without loading the library', async () => {
    const pdf = fileOf(PDF, 'report.pdf', 'application/pdf');
    const load = jest.fn();
    await expect(compressPhoto(pdf, load)).resolves.toBe(pdf);
    expect(load).not.toHaveBeenCalled();
  });

  it('tells a photo by its first bytes, not by its name or declared type', async () => {
    const disguised = fileOf(PDF, 'photo.jpg', 'image/jpeg');
    const load = jest.fn();
    await expect(compressPhoto(disguised, load)).resolves.toBe(disguised);
    expect(load).not.toHaveBeenCalled();
  });

  it('redraws a JPEG within the limits and keeps its name and type', async () => {
    const photo = fileOf(JPEG, 'front-left.jpg', 'image/jpeg', 8192);
    const compress = jest.fn(async () => new File([new Uint8Array(1000)], 'blob', { type: 'image/jpeg' }));
    const out = await compressPhoto(photo, async () => compress);
    expect(compress).toHaveBeenCalledWith(photo, compressionOptions('image/jpeg', window.location.origin));
    expect(out).not.toBe(photo);
    expect(out).toMatchObject({ name: 'front-left.jpg', type: 'image/jpeg', size: 1000, lastModified: photo.lastModified });
  });

  it('keeps a PNG a PNG', async () => {
    const photo = fileOf(PNG, 'plate.png', 'image/png', 8192);
    const compress = jest.fn(async (_file: File, options: { fileType?: string }) => new File([new Uint8Array(10)], 'x', { type: options.fileType }));
    expect(await compressPhoto(photo, async () => compress)).toMatchObject({ name: 'plate.png', type: 'image/png' });
    expect(compress.mock.calls[0]![1]).toMatchObject({ fileType: 'image/png' });
  });

  it('never redraws a photo whose header declares too many pixels, or does not give its size', async () => {
    const load = jest.fn();
    const bomb = fileOf(pngHead(50_000, 50_000), 'scene.png', 'image/png', 1300);
    await expect(compressPhoto(bomb, load)).resolves.toBe(bomb);
    const headless = fileOf([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46], 'odd.jpg', 'image/jpeg');
    await expect(compressPhoto(headless, load)).resolves.toBe(headless);
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the original when redrawing fails or would not make it smaller', async () => {
    const photo = fileOf(JPEG, 'damage.jpg', 'image/jpeg', 2048);
    await expect(compressPhoto(photo, async () => { throw new Error('no canvas'); })).resolves.toBe(photo);
    await expect(compressPhoto(photo, async () => async () => { throw new Error('bad image'); })).resolves.toBe(photo);
    await expect(compressPhoto(photo, async () => async () => new File([new Uint8Array(4096)], 'x', { type: 'image/jpeg' }))).resolves.toBe(photo);
  });
});

describe('compressionOptions', () => {
  it('asks for at most the claim limits, in a worker that loads the portal’s own copy of the script', () => {
    const options = compressionOptions('image/jpeg', 'https://portal.example');
    expect(options).toMatchObject({ maxSizeMB: CLAIM_PHOTO_MAX_BYTES / (1024 * 1024), maxWidthOrHeight: CLAIM_PHOTO_MAX_SIDE, fileType: 'image/jpeg', useWebWorker: true });
    expect(options.maxSizeMB! * 1024 * 1024).toBe(CLAIM_PHOTO_MAX_BYTES);
    expect(options.libURL).toBe(`https://portal.example${COMPRESSION_SCRIPT}`);
  });

  it('names a served copy that is the installed library, byte for byte', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/browser-image-compression/package.json'), 'utf8')) as { version: string };
    expect(COMPRESSION_SCRIPT).toBe(`/vendor/browser-image-compression-${pkg.version}.js`);
    const served = readFileSync(path.join(process.cwd(), 'public', COMPRESSION_SCRIPT));
    const installed = readFileSync(path.join(process.cwd(), 'node_modules/browser-image-compression/dist/browser-image-compression.js'));
    expect(served.equals(installed)).toBe(true);
  });
});
