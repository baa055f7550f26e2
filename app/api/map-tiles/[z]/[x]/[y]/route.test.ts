/** @jest-environment node */
import { tileOf } from '@/lib/map/tiles';
import { startTestTileServer, type TestTileServer } from '@/lib/map/test-tile-server';
import { GET } from './route';

const amman = tileOf(31.9539, 35.9106, 15);
const ask = (z: number | string, x: number | string, y: number | string) =>
  GET(new Request(`http://portal.test/api/map-tiles/${z}/${x}/${y}`), { params: Promise.resolve({ z: String(z), x: String(x), y: String(y) }) });

describe('GET /api/map-tiles/{z}/{x}/{y}', () => {
  let tiles: TestTileServer;
  beforeAll(async () => {
    tiles = await startTestTileServer();
    process.env.MAP_TILES_URL = tiles.url;
  });
  afterAll(async () => {
    delete process.env.MAP_TILES_URL;
    await tiles.close();
  });

  it("passes on the provider's tile over Jordan, as an image kept for a week", async () => {
    const res = await ask(15, amman.x, amman.y);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=604800/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(tiles.requests).toContain(`/15/${amman.x}/${amman.y}.png`);
  });

  it('answers 404 for a tile outside Jordan or a zoom the map does not use, without asking the provider', async () => {
    const asked = tiles.requests.length;
    const london = tileOf(51.5, -0.12, 15);
    for (const [z, x, y] of [[15, london.x, london.y], [3, 4, 3], [19, 0, 0], ['15', '-1', '2'], ['15', `${amman.x}\u0000`, amman.y]] as const) {
      expect((await ask(z, x, y)).status).toBe(404);
    }
    expect(tiles.requests.length).toBe(asked);
  });

  it('answers 502 when the provider cannot be reached, then 503 at once for a while', async () => {
    await tiles.close();
    expect((await ask(15, amman.x, amman.y)).status).toBe(502);
    expect((await ask(15, amman.x + 1, amman.y)).status).toBe(503);
  });
});
