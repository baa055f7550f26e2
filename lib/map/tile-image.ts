/** The image types a tile may be: what a map provider sends and what a browser draws without a script. */
export type TileType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * A tile's type from its first bytes, or null when they are not a PNG, JPEG or WebP image. The
 * provider's Content-Type is not believed: the portal serves tiles from its own origin, where an SVG
 * or an HTML page passed on as a "tile" could run script.
 */
export function tileType(bytes: Uint8Array): TileType | null {
  const starts = (...head: number[]) => head.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // RIFF, four bytes of length, WEBP.
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}
