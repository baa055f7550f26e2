/** @jest-environment node */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONNECTIONS_CHECKING_INTERVAL_MS, createPortalServer, HEADERS_TIMEOUT_MS, SOCKET_IDLE_TIMEOUT_MS } from './server-options.mjs';

/**
 * 48 sockets sending their headers one byte per second stayed open for good: the portal's server
 * (the same createPortalServer as portal-server.mjs, on a tiny handler) now cuts each within the
 * header limit, while a slow phone that finishes its headers in time is still answered.
 */
const SLOW_SOCKETS = 48;
const SLACK_MS = 3_000;
jest.setTimeout(HEADERS_TIMEOUT_MS + 20_000);

let server: Server;
let port: number;

beforeAll(async () => {
  server = createPortalServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Outcome { closedAfterMs: number; answer: string }

/** Sends `text` one byte every `everyMs` (forever with `repeat`), and reports when the server closes. */
function trickle(text: string, everyMs: number, repeat: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i >= text.length && !repeat) return;
      if (!socket.destroyed) socket.write(text[i++ % text.length] ?? '');
    }, everyMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

it('cuts slow-header sockets within the header limit and still answers a slow phone', async () => {
  const endless = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(10_000)}`;
  const slow = Array.from({ length: SLOW_SOCKETS }, () => trickle(endless, 1_000, true));
  // A phone on a poor network: its ~60 bytes of headers take about 6 s, well under the limit.
  const phone = trickle('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 100, false);
  // A socket that never sends a byte is cut the same way.
  const silent = trickle('', 1_000, false);

  const [outcomes, answered, quiet] = await Promise.all([Promise.all(slow), phone, silent]);
  const limit = HEADERS_TIMEOUT_MS + CONNECTIONS_CHECKING_INTERVAL_MS + SLACK_MS;
  for (const { closedAfterMs, answer } of [...outcomes, quiet]) {
    expect(closedAfterMs).toBeLessThan(limit);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  }
  expect(answered.answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\n\r\nok$/);
});

it('answers an ordinary request at once, and keeps an idle connection a limited time', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('ok');
  expect(server.keepAliveTimeout).toBeGreaterThan(0);
  expect(server.requestTimeout).toBeGreaterThan(HEADERS_TIMEOUT_MS);
});

it('keeps an idle connection longer than nginx keeps its to the portal, so nginx never sends on one the portal is closing', () => {
  const conf = readFileSync(path.join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  const upstream = /upstream portal \{[^}]*\}/.exec(conf)?.[0] ?? '';
  const nginxIdleS = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
  expect(nginxIdleS * 1000).toBeLessThan(server.keepAliveTimeout);
  expect(server.keepAliveTimeout).toBeLessThan(SOCKET_IDLE_TIMEOUT_MS);
});
