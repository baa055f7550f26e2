import path from 'node:path';
import { dataDir } from '@/lib/config/env';
import { MAP, mapSettings } from '@/lib/config/map';
import { MAP_TILES, mapTilesUserAgent } from '@/lib/config/map-tiles';
import { AddressWindows } from './tile-limit';
import { TileSource } from './tile-source';
import { TileStore } from './tile-store';
import { TileUpstream } from './tile-upstream';

export type TileService = { source: TileSource; limits: AddressWindows; store: TileStore };

const KEY = Symbol.for('portal.mapTiles');
type Held = { settings: string; service: TileService };

/**
 * The process's one tile source and per-address count, whatever module graph asks for them (Next may
 * load a route's modules more than once): the two connections to the provider are the process's, not
 * a copy's. Made again when MAP_TILES_URL or DATA_DIR changes (tests change them between files' cases).
 */
export function tileService(): TileService {
  const { tilesUrl } = mapSettings();
  const root = path.join(dataDir(), 'map-tiles');
  const settings = `${tilesUrl}\n${root}`;
  const holder = globalThis as { [KEY]?: Held };
  const held = holder[KEY];
  if (held && held.settings === settings) return held.service;
  const store = new TileStore(root, tilesUrl, {
    maxBytes: MAP_TILES.storeMaxBytes, sweepEveryMs: MAP_TILES.sweepEveryMs, sweepAfterBytes: MAP_TILES.storeMaxBytes / 20,
  });
  const upstream = new TileUpstream({
    template: tilesUrl,
    userAgent: mapTilesUserAgent(),
    connections: MAP_TILES.upstreamConnections,
    timeoutMs: MAP.fetchTimeoutMs,
    maxTileBytes: MAP_TILES.maxTileBytes,
  });
  const source = new TileSource(store, upstream, { freshMs: MAP.cacheSeconds * 1000, backoffMs: MAP.failureBackoffMs, staleCacheSeconds: MAP_TILES.staleCacheSeconds });
  const service = { source, store, limits: new AddressWindows() };
  holder[KEY] = { settings, service };
  return service;
}
