import { log } from '@/lib/log';
import type { TileType } from './tile-image';
import type { StoredTile, TileStore } from './tile-store';
import type { TileUpstream } from './tile-upstream';
import type { Tile } from './tiles';

/**
 * A tile to answer with: `maxAge` is how long a browser and nginx may keep it (the rest of its week;
 * a stale one only briefly, so they ask again once the provider may be back), or why there is none.
 */
export type TileAnswer =
  | { kind: 'tile'; bytes: Buffer<ArrayBuffer>; type: TileType; maxAgeSeconds: number; stale: boolean }
  | { kind: 'missing' }
  | { kind: 'failed'; status: 502 | 503 | 504 };

export type SourceOptions = {
  /** A stored tile is fresh this long after it was fetched. */
  freshMs: number;
  /** After the provider failed, tiles the store lacks are answered 503 this long without asking it. */
  backoffMs: number;
  staleCacheSeconds: number;
};

/**
 * Each tile from the store while it is fresh, else from the provider (and then stored), so a tile is
 * fetched at most once a week. Requests for one tile that arrive while it is being fetched wait for
 * that fetch (one per tile at a time). When the provider fails, a stored tile is served however old
 * it is, and only tiles the store lacks are refused, at once, for the backoff.
 */
export class TileSource {
  private failingUntil = 0;
  private readonly loading = new Map<string, Promise<TileAnswer>>();

  constructor(
    private readonly store: TileStore,
    private readonly upstream: TileUpstream,
    private readonly options: SourceOptions,
  ) {}

  get(tile: Tile): Promise<TileAnswer> {
    const key = `${tile.z}/${tile.x}/${tile.y}`;
    let answer = this.loading.get(key);
    if (!answer) {
      answer = this.load(tile).finally(() => this.loading.delete(key));
      this.loading.set(key, answer);
    }
    return answer;
  }

  private async load(tile: Tile): Promise<TileAnswer> {
    const stored = await this.store.read(tile);
    if (stored && Date.now() - stored.fetchedAt < this.options.freshMs) return this.fresh(stored);
    if (Date.now() < this.failingUntil) return stored ? this.stale(stored) : { kind: 'failed', status: 503 };
    const fetched = await this.upstream.fetch(tile);
    if (fetched.kind === 'tile') {
      await this.store.write(tile, fetched.bytes);
      return { kind: 'tile', bytes: fetched.bytes, type: fetched.type, maxAgeSeconds: Math.floor(this.options.freshMs / 1000), stale: false };
    }
    if (fetched.kind === 'missing') return fetched;
    if (fetched.backoff && Date.now() >= this.failingUntil) {
      this.failingUntil = Date.now() + this.options.backoffMs;
      log.warn({ tile, reason: fetched.reason }, 'map tile provider failed: stored tiles only for a while');
    }
    return stored ? this.stale(stored) : { kind: 'failed', status: fetched.status };
  }

  private fresh(stored: StoredTile): TileAnswer {
    const left = Math.floor((stored.fetchedAt + this.options.freshMs - Date.now()) / 1000);
    return { kind: 'tile', bytes: stored.bytes, type: stored.type, maxAgeSeconds: Math.max(60, left), stale: false };
  }

  private stale(stored: StoredTile): TileAnswer {
    return { kind: 'tile', bytes: stored.bytes, type: stored.type, maxAgeSeconds: this.options.staleCacheSeconds, stale: true };
  }
}
