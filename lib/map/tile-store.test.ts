/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TileStore } from './tile-store';

const DAY = 24 * 3600 * 1000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A "tile" of exactly `size` bytes: the PNG signature and padding. */
const tileOfSize = (size: number, fill = 1) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, fill)]);
const TEMPLATE = 'https://tiles.example/{z}/{x}/{y}.png?key=one';

describe('the map tile store', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'tile-store-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  // Swept only when the test says so.
  const storeOf = (maxBytes = 1024 * 1024, template = TEMPLATE) =>
    new TileStore(root, template, { maxBytes, sweepEveryMs: Infinity, sweepAfterBytes: Infinity });
  const fileOf = (store: TileStore, z: number, x: number, y: number) => path.join(root, store.provider, String(z), String(x), String(y));

  it('keeps a tile with the time it was fetched, and has none it was not given', async () => {
    const store = storeOf();
    expect(await store.read({ z: 15, x: 1, y: 2 })).toBeNull();
    const before = Date.now();
    await store.write({ z: 15, x: 1, y: 2 }, tileOfSize(100));
    const stored = await store.read({ z: 15, x: 1, y: 2 });
    expect(stored).toEqual({ bytes: tileOfSize(100), type: 'image/png', fetchedAt: expect.any(Number) });
    expect(stored!.fetchedAt).toBeGreaterThanOrEqual(before - 1000);
    // Written whole and renamed into place: nothing else is left in the column.
    expect(readdirSync(path.dirname(fileOf(store, 15, 1, 2)))).toEqual(['2']);
  });

  it('never serves one provider\'s tiles for another, and a sweep deletes the old provider\'s', async () => {
    const old = storeOf(1024 * 1024, 'https://old.example/{z}/{x}/{y}.png');
    await old.write({ z: 15, x: 1, y: 2 }, tileOfSize(100));
    const store = storeOf();
    expect(await store.read({ z: 15, x: 1, y: 2 })).toBeNull();
    await store.write({ z: 15, x: 1, y: 3 }, tileOfSize(100));
    expect(await store.sweep()).toBe(100);
    expect(readdirSync(root)).toEqual([store.provider]);
  });

  it('reads what is not an image as no tile', async () => {
    const store = storeOf();
    mkdirSync(path.dirname(fileOf(store, 15, 1, 2)), { recursive: true });
    writeFileSync(fileOf(store, 15, 1, 2), '<svg/>');
    expect(await store.read({ z: 15, x: 1, y: 2 })).toBeNull();
  });

  it('past its bound, deletes the tiles fetched longest ago down to nine tenths of it', async () => {
    const store = storeOf(5000);
    const now = Date.now();
    // Ten tiles of 1,000 bytes, the first fetched ten days ago, the last one day ago.
    for (let i = 0; i < 10; i += 1) {
      await store.write({ z: 16, x: 100 + i, y: 200 }, tileOfSize(1000));
      const when = new Date(now - (10 - i) * DAY);
      utimesSync(fileOf(store, 16, 100 + i, 200), when, when);
    }
    // 10,000 bytes over a bound of 5,000: the six oldest go, leaving 4,000 (under 4,500).
    expect(await store.sweep()).toBe(4000);
    const kept = [];
    for (let i = 0; i < 10; i += 1) if (existsSync(fileOf(store, 16, 100 + i, 200))) kept.push(100 + i);
    expect(kept).toEqual([106, 107, 108, 109]);
    // Under the bound, nothing more goes.
    expect(await store.sweep()).toBe(4000);
  });

  it('deletes a temporary file a stopped process left an hour ago, not one being written now', async () => {
    const store = storeOf();
    await store.write({ z: 15, x: 1, y: 2 }, tileOfSize(100));
    const column = path.dirname(fileOf(store, 15, 1, 2));
    writeFileSync(path.join(column, '3.abandoned.part'), 'half');
    const long = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(column, '3.abandoned.part'), long, long);
    writeFileSync(path.join(column, '4.writing.part'), 'half');
    await store.sweep();
    expect(readdirSync(column).sort()).toEqual(['2', '4.writing.part']);
  });
});
