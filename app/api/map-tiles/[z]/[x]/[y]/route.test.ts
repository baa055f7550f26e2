/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tileOf } from '@/lib/map/tiles';
import { startTestTileServer, type TestTileServer } from '@/lib/map/test-tile-server';
import { GET } from './route';

const amman = tileOf(31.9539, 35.9106, 15);
const amman18 = tileOf(31.9539, 35.9106, 18);
const WEEK = 7 * 24 * 3600;

/** One tile asked by a browser at `from`, the address nginx (the one trusted proxy) appended. */
const ask = (z: number | string, x: number | string, y: number | string, from = '198.51.100.7') =>
  GET(new Request(`http://portal.test/api/map-tiles/${z}/${x}/${y}`, { headers: { 'x-forwarded-for': from } }), {
    params: Promise.resolve({ z: String(z), x: String(x), y: String(y) }),
  });

describe('GET /api/map-tiles/{z}/{x}/{y}', () => {
  let tiles: TestTileServer;
  let dataDir: string;
  const saved = { MAP_TILES_URL: process.env.MAP_TILES_URL, DATA_DIR: process.env.DATA_DIR, TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS };
  const asked = (z: number, x: number, y: number) => tiles.requests.filter((r) => r === `/${z}/${x}/${y}.png`).length;
  /** Moves a stored tile's fetch time `days` back, as if it had been fetched then. */
  const age = (z: number, x: number, y: number, days: number) => {
    const [provider] = readdirSync(path.join(dataDir, 'map-tiles'));
    const when = new Date(Date.now() - days * 24 * 3600_000);
    utimesSync(path.join(dataDir, 'map-tiles', provider!, String(z), String(x), String(y)), when, when);
  };

  beforeAll(async () => {
    tiles = await startTestTileServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'map-tiles-route-'));
    Object.assign(process.env, { MAP_TILES_URL: tiles.url, DATA_DIR: dataDir, TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("passes on the provider's tile over Jordan, kept a week, asked for in the portal's name; then answers it from its store", async () => {
    const res = await ask(15, amman.x, amman.y);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${WEEK}, immutable`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(tiles.userAgents.at(-1)).toBe('SanadInsurancePortal/1.0 (location picker; care@sanad-insurance.jo)');
    const again = await ask(15, amman.x, amman.y);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    expect(asked(15, amman.x, amman.y)).toBe(1);
  });

  it('answers 404 for a tile outside Jordan or a zoom the map does not use, without asking the provider', async () => {
    const before = tiles.requests.length;
    const london = tileOf(51.5, -0.12, 15);
    for (const [z, x, y] of [[15, london.x, london.y], [3, 4, 3], [19, 0, 0], ['15', '-1', '2'], ['15', `${amman.x}\u0000`, amman.y]] as const) {
      expect((await ask(z, x, y)).status).toBe(404);
    }
    expect(tiles.requests.length).toBe(before);
  });

  it('1,000 distinct zoom-18 tiles: 300 for one address then 429, each fetched once, and a second pass fetches none', async () => {
    // 40 columns by 25 rows around Amman's centre.
    const block = Array.from({ length: 1000 }, (_, i) => ({ x: amman18.x - 20 + (i % 40), y: amman18.y - 12 + Math.floor(i / 40) }));
    const zoom18 = () => tiles.requests.filter((r) => r.startsWith('/18/'));
    const askAll = async (list: typeof block, from: string) => {
      const answers: Response[] = [];
      for (let i = 0; i < list.length; i += 100) answers.push(...await Promise.all(list.slice(i, i + 100).map((t) => ask(18, t.x, t.y, from))));
      return answers;
    };

    const first = await askAll(block, '203.0.113.10');
    expect(first.slice(0, 300).map((r) => r.status)).toEqual(Array(300).fill(200));
    expect(first.slice(300).map((r) => r.status)).toEqual(Array(700).fill(429));
    const refused = first[300]!;
    expect(await refused.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(290);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    expect(zoom18()).toHaveLength(300);

    // The rest from three other addresses (300, 300 and 100): every tile fetched once, none twice.
    const rest = block.slice(300);
    for (const [i, from] of ['203.0.113.11', '203.0.113.12', '203.0.113.13'].entries()) {
      expect((await askAll(rest.slice(i * 300, (i + 1) * 300), from)).every((r) => r.status === 200)).toBe(true);
    }
    expect(zoom18()).toHaveLength(1000);
    expect(new Set(zoom18()).size).toBe(1000);

    // Again, from four more addresses: all from the store.
    for (const [i, from] of ['203.0.113.20', '203.0.113.21', '203.0.113.22', '203.0.113.23'].entries()) {
      expect((await askAll(block.slice(i * 300, (i + 1) * 300), from)).every((r) => r.status === 200)).toBe(true);
    }
    expect(zoom18()).toHaveLength(1000);
  });

  it('parallel requests for one tile make one fetch', async () => {
    const tile = { x: amman.x + 5, y: amman.y + 5 };
    const release = tiles.hold();
    const answers = Promise.all(Array.from({ length: 20 }, (_, i) => ask(15, tile.x, tile.y, `192.0.2.${i + 1}`)));
    await tiles.arrived(tiles.requests.length + 1);
    release();
    expect((await answers).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(asked(15, tile.x, tile.y)).toBe(1);
  });

  it('fetches a tile again once it is a week old', async () => {
    age(15, amman.x, amman.y, 8);
    const res = await ask(15, amman.x, amman.y);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${WEEK}, immutable`);
    expect(asked(15, amman.x, amman.y)).toBe(2);
    // Six days old: the day left.
    age(15, amman.x, amman.y, 6);
    const dayLeft = (await ask(15, amman.x, amman.y)).headers.get('cache-control')?.match(/^public, max-age=(\d+), immutable$/);
    expect(Number(dayLeft?.[1])).toBeGreaterThan(86_300);
    expect(Number(dayLeft?.[1])).toBeLessThanOrEqual(86_400);
    expect(asked(15, amman.x, amman.y)).toBe(2);
  });

  it('while the provider fails, stored tiles are served, a week-old one too, and only missing ones are refused', async () => {
    tiles.fail(500);
    // The stored week-old tile: the provider is tried, fails, and the old tile goes out for a short while.
    age(15, amman.x, amman.y, 8);
    const stale = await ask(15, amman.x, amman.y);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=600');
    expect(asked(15, amman.x, amman.y)).toBe(3);
    // A tile the store lacks: 503 at once, the provider not asked during the backoff.
    const before = tiles.requests.length;
    expect((await ask(15, amman.x + 1, amman.y)).status).toBe(503);
    expect(tiles.requests.length).toBe(before);
    // Stored tiles, old and fresh, are still answered, and the provider is not asked for them either.
    expect((await ask(15, amman.x, amman.y)).status).toBe(200);
    expect((await ask(15, amman.x + 5, amman.y + 5)).status).toBe(200);
    expect((await ask(18, amman18.x, amman18.y)).status).toBe(200);
    expect(tiles.requests.length).toBe(before);
  });
});

describe('GET /api/map-tiles/{z}/{x}/{y} with the provider down from the start', () => {
  it('answers 502 when the provider cannot be reached, then 503 at once for a while', async () => {
    const tiles = await startTestTileServer();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'map-tiles-down-'));
    const saved = { MAP_TILES_URL: process.env.MAP_TILES_URL, DATA_DIR: process.env.DATA_DIR };
    Object.assign(process.env, { MAP_TILES_URL: tiles.url, DATA_DIR: dataDir });
    try {
      await tiles.close();
      expect((await ask(15, amman.x, amman.y)).status).toBe(502);
      expect((await ask(15, amman.x + 1, amman.y)).status).toBe(503);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
