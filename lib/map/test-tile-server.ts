import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 256-pixel square tile: a pale ground with its top and left edges drawn, so tiles show as a grid. */
export function gridTile(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x += 1) {
      const edge = x === 0 || y === 0;
      row.set(edge ? [197, 210, 220] : [232, 238, 243], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

export type TestTileServer = {
  url: string;
  /** Each path asked, in order. */
  requests: string[];
  /** The User-Agent of each request, in the same order. */
  userAgents: string[];
  /** The most requests it was answering at once, and the most connections open at once. */
  readonly mostAtOnce: { requests: number; connections: number };
  /** From now on every tile is answered with this status (500: the provider is down), or normally again with null. */
  fail: (status: number | null) => void;
  /** Holds every answer until the function it returns is called (to see how many requests wait at once). */
  hold: () => () => void;
  /** Resolves once `count` requests in all have arrived. */
  arrived: (count: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A map tile server on 127.0.0.1 for the tests: answers /{z}/{x}/{y}.png with a grid tile (image/png)
 * and anything else 404, recording each path asked. `url` is the MAP_TILES_URL template for it.
 */
export async function startTestTileServer(port = 0): Promise<TestTileServer> {
  const tile = gridTile();
  const requests: string[] = [];
  const userAgents: string[] = [];
  const mostAtOnce = { requests: 0, connections: 0 };
  let answering = 0;
  let open = 0;
  let failing: number | null = null;
  let held: Promise<void> | null = null;
  let waiters: Array<{ count: number; resolve: () => void }> = [];
  const server: Server = createServer(async (req, res) => {
    requests.push(req.url ?? '');
    userAgents.push(req.headers['user-agent'] ?? '');
    answering += 1;
    mostAtOnce.requests = Math.max(mostAtOnce.requests, answering);
    res.on('close', () => { answering -= 1; });
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve();
    waiters = waiters.filter((w) => requests.length < w.count);
    if (held) await held;
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    if (failing !== null) return void res.writeHead(failing).end();
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': tile.length }).end(tile);
  });
  server.on('connection', (socket) => {
    open += 1;
    mostAtOnce.connections = Math.max(mostAtOnce.connections, open);
    socket.on('close', () => { open -= 1; });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/{z}/{x}/{y}.png`,
    requests,
    userAgents,
    mostAtOnce,
    fail: (status) => { failing = status; },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => { release = resolve; });
      return () => { held = null; release(); };
    },
    arrived: (count) => new Promise<void>((resolve) => {
      if (requests.length >= count) resolve();
      else waiters.push({ count, resolve });
    }),
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
