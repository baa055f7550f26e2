/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestTileServer, type TestTileServer } from './test-tile-server';
import { TileUpstream } from './tile-upstream';

const AGENT = 'SanadInsurancePortal/1.0 (location picker; care@sanad-insurance.jo)';
const upstreamOf = (template: string, timeoutMs = 5_000) =>
  new TileUpstream({ template, userAgent: AGENT, connections: 2, timeoutMs, maxTileBytes: 64 * 1024 });
const row = (count: number) => Array.from({ length: count }, (_, i) => ({ z: 18, x: 157_000 + i, y: 106_500 }));

describe('the map tile provider, as the portal asks it', () => {
  let tiles: TestTileServer;
  beforeEach(async () => {
    tiles = await startTestTileServer();
  });
  afterEach(() => tiles.close());

  it('asks with the portal\'s name in the User-Agent and takes a PNG', async () => {
    const fetched = await upstreamOf(tiles.url).fetch({ z: 15, x: 19652, y: 13311 });
    expect(fetched).toMatchObject({ kind: 'tile', type: 'image/png' });
    expect(tiles.requests).toEqual(['/15/19652/13311.png']);
    expect(tiles.userAgents).toEqual([AGENT]);
  });

  it('never has more than two requests or two connections open to the provider', async () => {
    const upstream = upstreamOf(tiles.url);
    const fetched = await Promise.all(row(40).map((tile) => upstream.fetch(tile)));
    expect(fetched.every((f) => f.kind === 'tile')).toBe(true);
    expect(tiles.requests).toHaveLength(40);
    expect(tiles.mostAtOnce.requests).toBeLessThanOrEqual(2);
    expect(tiles.mostAtOnce.connections).toBeLessThanOrEqual(2);
  });

  it('keeps the others waiting while two are answered', async () => {
    const upstream = upstreamOf(tiles.url);
    const release = tiles.hold();
    const all = Promise.all(row(12).map((tile) => upstream.fetch(tile)));
    await tiles.arrived(2);
    // A request sent after the twelve arrives behind any of them that went out: only two did.
    const probe = fetch(tiles.url.replace('{z}/{x}/{y}.png', 'probe'));
    await tiles.arrived(3);
    expect(tiles.requests.filter((r) => r.startsWith('/18/'))).toHaveLength(2);
    release();
    expect((await all).map((f) => f.kind)).toEqual(Array(12).fill('tile'));
    expect((await probe).status).toBe(404);
  });

  it('tells a missing tile from a provider in trouble', async () => {
    const upstream = upstreamOf(tiles.url);
    expect(await upstream.fetch({ z: 15, x: 1, y: 2 })).toEqual({ kind: 'tile', bytes: expect.any(Buffer), type: 'image/png' });
    tiles.fail(404);
    expect(await upstream.fetch({ z: 15, x: 1, y: 3 })).toEqual({ kind: 'missing' });
    tiles.fail(500);
    expect(await upstream.fetch({ z: 15, x: 1, y: 4 })).toMatchObject({ kind: 'failed', status: 502, backoff: true });
    tiles.fail(429);
    expect(await upstream.fetch({ z: 15, x: 1, y: 5 })).toMatchObject({ kind: 'failed', status: 502, backoff: true });
    tiles.fail(403);
    expect(await upstream.fetch({ z: 15, x: 1, y: 6 })).toMatchObject({ kind: 'failed', status: 502, backoff: false });
  });
});

describe('what the provider sends that is not a tile', () => {
  let server: Server;
  let template = '';
  let answer: { type: string; body: Buffer } = { type: 'image/png', body: Buffer.alloc(0) };
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': answer.type }).end(answer.body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}`;
  });
  afterAll(() => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  }));

  it('refuses a "tile" that is no PNG, JPEG or WebP, whatever its Content-Type says, without backing off', async () => {
    answer = { type: 'image/png', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };
    expect(await upstreamOf(template).fetch({ z: 15, x: 1, y: 1 })).toMatchObject({ kind: 'failed', status: 502, backoff: false });
  });

  it('refuses a tile past the size limit, reading no further', async () => {
    answer = { type: 'image/png', body: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100 * 1024)]) };
    expect(await upstreamOf(template).fetch({ z: 15, x: 1, y: 1 })).toMatchObject({ kind: 'failed', status: 502, reason: 'too large for a tile' });
  });

  it('takes JPEG and WebP by their first bytes', async () => {
    answer = { type: 'application/octet-stream', body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) };
    expect(await upstreamOf(template).fetch({ z: 15, x: 1, y: 1 })).toMatchObject({ kind: 'tile', type: 'image/jpeg' });
    answer = { type: 'image/webp', body: Buffer.from('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ', 'latin1') };
    expect(await upstreamOf(template).fetch({ z: 15, x: 1, y: 1 })).toMatchObject({ kind: 'tile', type: 'image/webp' });
  });
});

it('answers 502 and backs off when the provider cannot be reached', async () => {
  const tiles = await startTestTileServer();
  await tiles.close();
  expect(await upstreamOf(tiles.url).fetch({ z: 15, x: 1, y: 1 })).toMatchObject({ kind: 'failed', status: 502, backoff: true });
});
