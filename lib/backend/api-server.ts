import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { timingSafeEqual } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, KNOWN_DEVICE_HEADER, PORTAL_KEY_HEADER } from '@/lib/api/client-address';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/http/request-id';
import { log } from '@/lib/log';
import type { EmbeddedBackend } from './open';

const loopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
const plainAddress = (address: string | undefined) => (address ?? 'unknown').replace(/^::ffff:/, '');

function sameKey(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client address the backend's limits count: the one the portal tells (CLIENT_ADDRESS_HEADER)
 * when the caller is the portal (it sends API_CLIENT_KEY, or, without a key, it runs on this
 * machine); anyone else is counted by their own socket address, whatever header they send.
 */
function clientAddressOf(req: IncomingMessage, clientKey: string | undefined): string | null {
  const told = req.headers[CLIENT_ADDRESS_HEADER];
  if (fromPortal(req, clientKey) && typeof told === 'string' && told.trim()) return told.trim();
  return plainAddress(req.socket.remoteAddress);
}

/** The caller is the portal: it sends API_CLIENT_KEY, or, without a key, it runs on this machine. */
const fromPortal = (req: IncomingMessage, clientKey: string | undefined) =>
  (clientKey ? sameKey(req.headers[PORTAL_KEY_HEADER] as string | undefined, clientKey) : loopback(req.socket.remoteAddress));

/**
 * The request's body as a web stream, read as the backend asks for it. Not Readable.toWeb: when the
 * backend stops reading (a body over its limit) Node's adapter still enqueues the chunks that arrive
 * and throws "Controller is already closed" out of the process. Here the rest is read and dropped.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (finished) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => { if (!finished) { finished = true; controller.close(); } });
      req.on('error', (error) => { if (!finished) { finished = true; controller.error(error); } });
      req.on('close', () => { if (!finished) { finished = true; controller.error(new Error('The client went away before the body ended')); } });
    },
    pull() { req.resume(); },
    cancel() { finished = true; req.resume(); },
  });
}

function toRequest(req: IncomingMessage, clientKey: string | undefined): { request: Request; requestId: string } {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_ADDRESS_HEADER || name === PORTAL_KEY_HEADER) continue;
    // A browser's known-device token reaches the backend only as the portal passes it on.
    if (name === KNOWN_DEVICE_HEADER && !fromPortal(req, clientKey)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddressOf(req, clientKey) ?? 'unknown');
  // The portal's id for the call (its BFF sends one), so both services' lines about it share it.
  const requestId = requestIdFrom(headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyOf(req);
  // `duplex: 'half'` lets a streamed body (an upload) through unbuffered; the backend reads it under its limit.
  return { request: new Request(`http://api${req.url ?? '/'}`, { method, headers, body, duplex: 'half' } as RequestInit), requestId };
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response, requestId: string): Promise<void> {
  const headers: Record<string, string | string[]> = { 'x-request-id': requestId };
  // Answered before the body was read to its end (a refused upload): the rest is not read, so the
  // connection cannot carry another request.
  if (!req.complete) headers.connection = 'close';
  response.headers.forEach((value, name) => { if (name !== 'set-cookie') headers[name] = value; });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) { res.end(); return; }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>).on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
  });
}

/**
 * The embedded backend as its own HTTP service (`npm run api`): the §7 contract at the root, so a
 * portal with API_BASE_URL pointing here runs the production shape portal → HTTP → API → database.
 * `GET /healthz` answers while the process runs; `GET /readyz` 200 once the database answers with this
 * release's schema and the messaging runs (503 and which check failed otherwise).
 */
export function createApiServer(backend: EmbeddedBackend, options: { clientKey?: string } = {}): Server {
  return createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"ok":true}');
        return;
      }
      if (req.method === 'GET' && req.url === '/readyz') {
        const readiness = await backend.readiness();
        res.writeHead(readiness.ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(readiness));
        return;
      }
      let requestId: string | null = null;
      try {
        const incoming = toRequest(req, options.clientKey);
        requestId = incoming.requestId;
        await send(req, res, await backend.handle(incoming.request), requestId);
      } catch (error) {
        log.error({ err: error, requestId, path: req.url?.split('?')[0], event: 'api.request' }, 'api request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) }).end('{"code":"internal","message":"Something went wrong"}');
        else res.destroy();
      }
    })();
  });
}
