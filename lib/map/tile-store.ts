import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '@/lib/log';
import { tileType, type TileType } from './tile-image';
import type { Tile } from './tiles';

export type StoredTile = { bytes: Buffer<ArrayBuffer>; type: TileType; fetchedAt: number };

type Entry = { file: string; size: number; fetchedAt: number };

const TEMP = '.part';
/** A temporary file older than this was left by a process that stopped while writing it. */
const ABANDONED_MS = 60 * 60_000;

/**
 * The map tiles the portal fetched, as files under DATA_DIR/map-tiles: `<provider>/<z>/<x>/<y>`, the
 * provider being a hash of MAP_TILES_URL, so another provider's tiles (or another key's) are never
 * served for it. A file's modification time is when its tile was fetched. A tile is written to a
 * temporary file and renamed into place, so a reader (another request, another instance sharing the
 * folder) sees the old tile or the new one, never half of one.
 *
 * Bounded by `maxBytes`: a sweep deletes other providers' tiles, then the tiles fetched longest ago
 * (a tile customers look at is fetched again every week, so the oldest are the ones nobody asked for
 * lately) until the store is under nine tenths of the bound.
 */
export class TileStore {
  readonly provider: string;
  private readonly folder: string;
  private lastSweep = Date.now();
  private writtenSinceSweep = 0;
  private sweeping: Promise<void> | null = null;

  constructor(
    readonly root: string,
    providerTemplate: string,
    /** Past `maxBytes` a sweep deletes; one runs after a write once `sweepEveryMs` or `sweepAfterBytes` written have passed since the last. */
    private readonly bounds: { maxBytes: number; sweepEveryMs: number; sweepAfterBytes: number },
  ) {
    this.provider = createHash('sha256').update(providerTemplate).digest('hex').slice(0, 16);
    this.folder = path.join(root, this.provider);
  }

  private fileOf(tile: Tile): string {
    return path.join(this.folder, String(tile.z), String(tile.x), String(tile.y));
  }

  /** The stored tile, or null when there is none (or what is there is not an image). */
  async read(tile: Tile): Promise<StoredTile | null> {
    let handle;
    try {
      handle = await open(this.fileOf(tile), 'r');
    } catch {
      return null;
    }
    try {
      const [info, bytes] = [await handle.stat(), await handle.readFile()];
      const type = tileType(bytes);
      return type ? { bytes, type, fetchedAt: info.mtimeMs } : null;
    } catch {
      return null;
    } finally {
      await handle.close();
    }
  }

  /** Keeps a tile just fetched. A failure is logged and otherwise ignored: the tile is still served. */
  async write(tile: Tile, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(tile);
    const temp = `${file}.${randomUUID()}${TEMP}`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      log.warn({ err: error, tile }, 'map tile not stored');
      return;
    }
    this.writtenSinceSweep += bytes.byteLength;
    const due = Date.now() - this.lastSweep >= this.bounds.sweepEveryMs || this.writtenSinceSweep >= this.bounds.sweepAfterBytes;
    if (due && !this.sweeping) {
      this.sweeping = this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => log.warn({ err: error }, 'map tile store sweep failed'))
        .finally(() => { this.sweeping = null; });
    }
  }

  /** Brings the store under its bound (see the class). Answers the bytes it keeps. */
  async sweep(): Promise<number> {
    this.lastSweep = Date.now();
    this.writtenSinceSweep = 0;
    for (const name of await names(this.root)) {
      if (name !== this.provider) await rm(path.join(this.root, name), { recursive: true, force: true });
    }
    const entries = await this.entries();
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    if (total <= this.bounds.maxBytes) return total;
    entries.sort((a, b) => a.fetchedAt - b.fetchedAt);
    const target = this.bounds.maxBytes * 0.9;
    for (const entry of entries) {
      if (total <= target) break;
      await unlink(entry.file).catch(() => undefined);
      total -= entry.size;
    }
    return total;
  }

  /** Every tile file of the provider's folder; abandoned temporary files are deleted on the way. */
  private async entries(): Promise<Entry[]> {
    const entries: Entry[] = [];
    for (const z of await names(this.folder)) {
      for (const x of await names(path.join(this.folder, z))) {
        const column = path.join(this.folder, z, x);
        for (const y of await names(column)) {
          const file = path.join(column, y);
          const info = await stat(file).catch(() => null);
          if (!info?.isFile()) continue;
          if (y.endsWith(TEMP)) {
            if (Date.now() - info.mtimeMs > ABANDONED_MS) await unlink(file).catch(() => undefined);
            continue;
          }
          entries.push({ file, size: info.size, fetchedAt: info.mtimeMs });
        }
      }
    }
    return entries;
  }
}

/** A folder's entries; none when it is not there. */
async function names(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}
