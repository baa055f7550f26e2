import { UPLOAD_MAX_BYTES } from '@/lib/config/uploads';
import { fileProblem, sniffType } from './file-type';
import { sizeParts } from './size';
import { jpegHead, pngHead } from './test-pictures';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('file type by first bytes', () => {
  it('knows JPEG, PNG and PDF by their signatures', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0))).toBe('image/jpeg');
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffType(text('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses a text file named .jpg, a GIF, a truncated header and nothing', () => {
    expect(sniffType(text('hello, I am text'))).toBeNull();
    expect(sniffType(text('GIF89a..'))).toBeNull();
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffType(bytes())).toBeNull();
  });
});

describe('the check before sending', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  it('accepts a file within the limits', () => expect(fileProblem({ size: 1000, head: png })).toBeNull());
  it('refuses an empty file, a 12 MB file, and a file of the wrong type', () => {
    expect(fileProblem({ size: 0, head: bytes() })).toBe('validation.documentEmpty');
    expect(fileProblem({ size: 12 * 1024 * 1024, head: png })).toBe('validation.documentSize');
    expect(fileProblem({ size: UPLOAD_MAX_BYTES, head: png })).toBeNull();
    expect(fileProblem({ size: 20, head: text('not a photo at all') })).toBe('validation.documentType');
  });
  it('refuses a picture whose header declares more than 40 megapixels, whatever its weight', () => {
    expect(fileProblem({ size: 1300, head: pngHead(50_000, 50_000) })).toBe('validation.imagePixels');
    expect(fileProblem({ size: 900_000, head: jpegHead(9000, 6000) })).toBe('validation.imagePixels');
    expect(fileProblem({ size: 900_000, head: jpegHead(4032, 3024) })).toBeNull();
  });
  it('applies a narrower list of types and a smaller limit when asked', () => {
    expect(fileProblem({ size: 1000, head: png }, { types: ['application/pdf'] })).toBe('validation.documentType');
    expect(fileProblem({ size: 1000, head: png }, { maxBytes: 999 })).toBe('validation.documentSize');
  });
  it('says "a picture" where only pictures are taken, not "or PDF"', () => {
    const pdf = text('%PDF-1.7');
    expect(fileProblem({ size: 1000, head: pdf }, { types: ['image/jpeg', 'image/png'] })).toBe('validation.pictureType');
    expect(fileProblem({ size: 1000, head: pdf }, { types: ['image/jpeg', 'application/pdf'] })).toBeNull();
  });
});

describe('sizes for people', () => {
  it.each([
    [10, { unit: 'kb', value: '1' }],
    [200 * 1024, { unit: 'kb', value: '200' }],
    [1024 * 1024, { unit: 'mb', value: '1' }],
    [2.46 * 1024 * 1024, { unit: 'mb', value: '2.5' }],
  ])('%i bytes', (n, expected) => expect(sizeParts(n)).toEqual(expected));
});
