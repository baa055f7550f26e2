/**
 * For tests: the first bytes of pictures, written out by hand as the formats lay them down (no
 * encoder), so a header reader is checked against the formats, not against itself.
 */

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** PNG's signature and IHDR (8-bit RGB); the chunk's CRC is left zero, a header reader does not need it. */
export const pngHead = (width: number, height: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(width), ...u32(height), 8, 2, 0, 0, 0, 0, 0, 0, 0]);

/** A segment: its marker, then its length (which counts itself) and `body`. */
const segment = (marker: number, body: number[]) => [0xff, marker, ...u16(body.length + 2), ...body];

/**
 * A JPEG's start as a phone writes it: SOI, a JFIF APP0, an APP1 of `exifBytes` (EXIF, with its own
 * preview), a quantisation table, then the frame header `frame` (0xC0 baseline, 0xC2 progressive)
 * with its height and width, then a few bytes of what follows.
 */
export function jpegHead(width: number, height: number, { exifBytes = 100, frame = 0xc0 } = {}): Uint8Array {
  return new Uint8Array([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xe1, new Array<number>(exifBytes).fill(0x45)),
    ...segment(0xdb, new Array<number>(65).fill(1)),
    ...segment(frame, [8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    0xff, 0xc4, 0, 4,
  ]);
}
