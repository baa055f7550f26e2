import { z } from 'zod';

/**
 * The map a customer puts a pin on (the location picker's third way). Its tiles come through the
 * portal (/api/map-tiles/{z}/{x}/{y}), so the provider's address and key stay on the server, the page's
 * security policy keeps images to the portal's own origin, and nginx can cache them.
 *
 * Only Jordan is drawn (and a margin around it): the portal is not an open proxy to the world's map.
 */
export const MAP = {
  /** Without MAP_TILES_URL: OpenStreetMap's tile server, for light use with its attribution. */
  defaultTilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  minZoom: 7,
  maxZoom: 18,
  /** The zoom the map opens at on a town or a position: streets and their names show. */
  startZoom: 15,
  /** South-west and north-east corners: Jordan, with about 20 km around it. */
  bounds: { south: 29.0, west: 34.7, north: 33.6, east: 39.5 },
  /**
   * Jordan itself, for the places a claim or a booking names (lib/map/jordan.ts): the bounds above
   * also hold parts of Saudi Arabia, Iraq, Syria, Israel and the West Bank. The outline is Natural
   * Earth's 1:110m one (public domain), [lat, lng] going round from the Jordan river; its straight
   * lines cut a few kilometres off the real border here and there (North Shuna, Umm Qais), so a place
   * up to `marginKm` outside it still counts. Places that close across the border pass too (Eilat,
   * the edge of Daraa): a coarse line, not a survey.
   */
  jordan: {
    outline: [
      [32.394, 35.546], [32.709, 35.720], [32.313, 36.834], [33.379, 38.792], [32.161, 39.195], [32.010, 39.005],
      [31.508, 37.002], [30.509, 37.999], [30.339, 37.668], [30.004, 37.504], [29.865, 36.741], [29.505, 36.501],
      [29.197, 36.069], [29.357, 34.956], [29.501, 34.923], [31.100, 35.421], [31.489, 35.398], [31.783, 35.545],
    ],
    marginKm: 10,
  },
  /** A tile the provider took longer than this to send is answered 504. */
  fetchTimeoutMs: 6_000,
  /** After a failure, tiles are answered 503 at once for this long, rather than each waiting on the provider. */
  failureBackoffMs: 30_000,
  /** How long a browser and nginx keep a tile. */
  cacheSeconds: 7 * 24 * 3600,
} as const;

const tilesUrl = z.string().trim().refine((v) => {
  try {
    return ['https:', 'http:'].includes(new URL(v.replace(/\{[zxy]\}/g, '0')).protocol) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p));
  } catch {
    return false;
  }
}, 'MAP_TILES_URL must be an http(s) URL with {z}, {x} and {y}, such as https://tiles.example/{z}/{x}/{y}.png');

/** `attribution` null: OpenStreetMap's credit line, which the messages hold in each language. */
export type MapSettings = { tilesUrl: string; attribution: string | null };

/**
 * MAP_TILES_URL (with MAP_ATTRIBUTION, the provider's credit line shown on the map), else OpenStreetMap's.
 * A URL that cannot be a tile address throws (checked at start: lib/config/check-settings).
 */
export function mapSettings(env: NodeJS.ProcessEnv = process.env): MapSettings {
  const configured = env.MAP_TILES_URL?.trim();
  if (!configured) return { tilesUrl: MAP.defaultTilesUrl, attribution: env.MAP_ATTRIBUTION?.trim() || null };
  const parsed = tilesUrl.safeParse(configured);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  return { tilesUrl: parsed.data, attribution: env.MAP_ATTRIBUTION?.trim() || '' };
}
