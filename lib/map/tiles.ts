import { MAP } from '@/lib/config/map';

export type Tile = { z: number; x: number; y: number };

/** The tile column and row that hold a point at zoom `z` (the web map's square Mercator tiles). */
export function tileOf(lat: number, lng: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/**
 * The tile named by a request's path parts, when they are whole numbers of a zoom the map uses and the
 * tile overlaps the map's bounds (MAP.bounds); otherwise null (answered 404).
 */
export function parseTile(parts: { z: string; x: string; y: string }): Tile | null {
  const whole = (p: string) => (/^\d{1,7}$/.test(p) ? Number(p) : NaN);
  const z = whole(parts.z);
  const x = whole(parts.x);
  const y = whole(parts.y);
  if (![z, x, y].every(Number.isInteger) || z < MAP.minZoom || z > MAP.maxZoom) return null;
  const { south, west, north, east } = MAP.bounds;
  const min = tileOf(north, west, z);
  const max = tileOf(south, east, z);
  return x >= min.x && x <= max.x && y >= min.y && y <= max.y ? { z, x, y } : null;
}

/** The provider's address of a tile. */
export function tileUrl(template: string, tile: Tile): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}
