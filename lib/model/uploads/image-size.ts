import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@/lib/config/uploads';

export interface PixelSize {
  width: number;
  height: number;
}

const PNG_IHDR_END = 24;

/** PNG: the IHDR chunk comes first, its width and height at bytes 16 and 20 (big-endian). */
function pngSize(head: Uint8Array): PixelSize | null {
  if (head.length < PNG_IHDR_END) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const ihdr = String.fromCharCode(head[12]!, head[13]!, head[14]!, head[15]!);
  if (ihdr !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The JPEG markers that start a frame (SOF0-15 but DHT C4, JPG C8 and DAC CC): they carry the size. */
const isFrameStart = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers with no length after them: TEM, RST0-7, SOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * JPEG: walks the segments (EXIF, colour profile, tables), each skipped by its length, to the first
 * frame header: precision, then height and width. Not found in these bytes (the header goes on, or
 * the scan starts first, or a height to be given later by DNL): null.
 */
function jpegSize(head: Uint8Array): PixelSize | null {
  let at = 2;
  while (at + 1 < head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill bytes before a marker
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9 || at + 3 >= head.length) return null;
    const length = (head[at + 2]! << 8) | head[at + 3]!;
    if (isFrameStart(marker)) {
      if (at + 8 >= head.length) return null;
      const height = (head[at + 5]! << 8) | head[at + 6]!;
      const width = (head[at + 7]! << 8) | head[at + 8]!;
      return height > 0 && width > 0 ? { width, height } : null;
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * A picture's width and height as its header declares them, read from its first bytes without
 * decoding anything (the same code in the browser and on the server, like the type check); null for
 * a PDF, or when these bytes do not reach them. The server's authority is sharp; this lets the
 * browser refuse a pixel bomb before anything decodes it, and the server before it stores it whole.
 */
export function readPixelSize(head: Uint8Array): PixelSize | null {
  if (head[0] === 0x89 && head[1] === 0x50) return pngSize(head);
  if (head[0] === 0xff && head[1] === 0xd8) return jpegSize(head);
  return null;
}

/** More pixels than a photo of the portal needs, or an absurd side: refused before decoding. */
export const tooManyPixels = ({ width, height }: PixelSize) =>
  width * height > IMAGE_MAX_PIXELS || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE;
