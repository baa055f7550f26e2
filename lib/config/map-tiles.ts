import { z } from 'zod';
import { COMPANY_NAME, CUSTOMER_CARE_EMAIL } from './company';
import { isProduction } from './production';
import { MAP_TILE_LIMIT, type Limit } from './security';

/**
 * How the server fetches and keeps the map's tiles (lib/map): the browser's side of the map is in
 * ./map.ts, which the location picker imports, so nothing here reaches the page.
 */
export const MAP_TILES = {
  /** Requests to the provider at once, per instance: OpenStreetMap's policy asks for two at most. */
  upstreamConnections: 2,
  /** A tile bigger than this is not a tile: answered 502 and not kept. */
  maxTileBytes: 512 * 1024,
  /**
   * The tile store under DATA_DIR: past this size the tiles fetched longest ago are deleted, down to
   * nine tenths of it. About 50,000 city tiles at zoom 18 (desert and sea tiles are far smaller);
   * Jordan's map bounds at zoom 18 alone hold nearly 14 million tiles, so the store keeps what
   * customers look at.
   */
  storeMaxBytes: 1024 * 1024 * 1024,
  /** A sweep runs after a write once this long has passed since the last one, or a twentieth of the bound was written. */
  sweepEveryMs: 60 * 60_000,
  /** A tile past its week, served because the provider failed: nginx and the browser ask again after this. */
  staleCacheSeconds: 600,
} as const;

/**
 * The User-Agent the provider sees: OpenStreetMap's tile policy (and most providers') asks each
 * application to name itself and a way to reach its operator, and blocks generic ones.
 */
export function mapTilesUserAgent(env: NodeJS.ProcessEnv = process.env): string {
  const origin = env.PUBLIC_ORIGIN?.trim();
  return `${COMPANY_NAME.en.replace(/\s+/g, '')}Portal/1.0 (location picker; ${origin ? `+${origin}; ` : ''}${CUSTOMER_CARE_EMAIL})`;
}

const perAddress = z.coerce.number().int().min(1).max(100_000);

/** MAP_TILE_LIMIT, with MAP_TILES_PER_ADDRESS as its `max` when set; a value out of 1 to 100000 throws (checked at start). */
export function tilesPerAddressLimit(env: Partial<Record<string, string>> = process.env): Limit {
  const raw = env.MAP_TILES_PER_ADDRESS?.trim();
  if (!raw) return MAP_TILE_LIMIT;
  const parsed = perAddress.safeParse(raw);
  if (!parsed.success) throw new Error(`MAP_TILES_PER_ADDRESS must be a whole number from 1 to 100000, not "${raw}"`);
  return { ...MAP_TILE_LIMIT, max: parsed.data };
}

/**
 * OpenStreetMap's public tile servers and the community ones run under the same policy: no bulk
 * fetching, no heavy or commercial use without their leave. The demo may use them; production may not.
 */
const PUBLIC_OSM_DOMAINS = ['openstreetmap.org', 'osm.org', 'openstreetmap.de', 'openstreetmap.fr'];

function hostOf(template: string): string | null {
  try {
    return new URL(template.replace(/\{[a-z]\}/gi, 'a')).hostname.replace(/\.$/, '').toLowerCase();
  } catch {
    return null; // not a URL: mapSettings names the problem
  }
}

/** Why a production portal may not start with its map tiles' setting, or null when it may. Portal only: the API service draws no map. */
export function mapTilesProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!isProduction(env)) return null;
  const configured = env.MAP_TILES_URL?.trim();
  if (!configured) {
    return 'MAP_TILES_URL is not set: a live portal needs the company\'s own map tile provider (OpenStreetMap\'s public tile servers, the demo\'s default, forbid production traffic)';
  }
  const host = hostOf(configured);
  if (host && PUBLIC_OSM_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    return `MAP_TILES_URL names OpenStreetMap's public tile servers (${host}), which forbid bulk and production use: set the company's own tile provider`;
  }
  return null;
}
