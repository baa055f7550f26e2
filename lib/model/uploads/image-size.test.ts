import { pixelProblem } from './file-type';
import { readPixelSize, tooManyPixels } from './image-size';
import { jpegHead, pngHead } from './test-pictures';

describe('a picture’s dimensions from its first bytes', () => {
  it('reads a PNG’s from its IHDR', () => {
    expect(readPixelSize(pngHead(640, 480))).toEqual({ width: 640, height: 480 });
    expect(readPixelSize(pngHead(50_000, 50_000))).toEqual({ width: 50_000, height: 50_000 });
  });

  it('reads a JPEG’s from its frame header, past the EXIF and tables, baseline or progressive', () => {
    expect(readPixelSize(jpegHead(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(readPixelSize(jpegHead(3000, 2000, { frame: 0xc2, exifBytes: 60_000 }))).toEqual({ width: 3000, height: 2000 });
    // Fill bytes before a marker are allowed.
    expect(readPixelSize(new Uint8Array([0xff, 0xd8, 0xff, ...jpegHead(800, 600).subarray(2)]))).toEqual({ width: 800, height: 600 });
  });

  it('says nothing when the bytes end before the dimensions, or there are none to find', () => {
    expect(readPixelSize(pngHead(640, 480).subarray(0, 20))).toBeNull();
    expect(readPixelSize(jpegHead(4032, 3024).subarray(0, 60))).toBeNull();
    expect(readPixelSize(jpegHead(4032, 3024, { exifBytes: 65_000 }).subarray(0, 1000))).toBeNull();
    expect(readPixelSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull(); // the scan before any frame
    expect(readPixelSize(new Uint8Array([0xff, 0xd8, 0x12, 0x34]))).toBeNull();
    expect(readPixelSize(Uint8Array.from('%PDF-1.7\n', (c) => c.charCodeAt(0)))).toBeNull();
    expect(readPixelSize(new Uint8Array())).toBeNull();
  });

  it('counts a height given later (DNL, height 0) as not known', () => {
    expect(readPixelSize(jpegHead(4032, 0))).toBeNull();
  });
});

describe('the pixel limit', () => {
  it('lets a phone photo through and stops a pixel bomb or an absurd side', () => {
    expect(tooManyPixels({ width: 4032, height: 3024 })).toBe(false); // 12 MP
    expect(tooManyPixels({ width: 7680, height: 4320 })).toBe(false); // 33 MP
    expect(tooManyPixels({ width: 8000, height: 5000 })).toBe(false); // 40 MP exactly
    expect(tooManyPixels({ width: 8000, height: 6000 })).toBe(true); // 48 MP
    expect(tooManyPixels({ width: 50_000, height: 50_000 })).toBe(true);
    expect(tooManyPixels({ width: 20_000, height: 100 })).toBe(true); // 2 MP, but 20,000 px long
    expect(tooManyPixels({ width: 100, height: 16_385 })).toBe(true);
    expect(tooManyPixels({ width: 16_384, height: 100 })).toBe(false);
  });

  it('is one message, for a PNG or a JPEG whose header declares too many pixels', () => {
    expect(pixelProblem(pngHead(50_000, 50_000))).toBe('validation.imagePixels');
    expect(pixelProblem(jpegHead(9000, 9000))).toBe('validation.imagePixels');
    expect(pixelProblem(jpegHead(4032, 3024))).toBeNull();
    expect(pixelProblem(jpegHead(9000, 9000).subarray(0, 40))).toBeNull();
  });
});
