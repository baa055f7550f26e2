/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { DEFAULT_MAX_BODY_BYTES, fillPath } from '@/lib/api/define';
import { endpoints, type EndpointName } from '@/lib/api/endpoints';
import { route } from '@/lib/backend/router';
import { databaseForFile } from '@/lib/backend/test-db';
import { UPLOAD_MAX_BYTES } from '@/lib/config/uploads';
import { SOCKET_ADDRESS_HEADER } from '@/lib/session/client-address';
import { javascriptMemory } from '@/tests/unit/memory';
import { chunkedBody, MB, streamedInit } from '@/tests/unit/streams';
import * as catchAll from './[...path]/route';
import * as devCustomers from './dev/customers/route';
import * as gatewayWebhook from './payment/gateway-webhook/route';
import * as uploads from './uploads/route';

/**
 * A 300 MB chunked body (no Content-Length, made only as it is read) to every route that takes a
 * body, each handler called as Next calls it: every one answers 413 after reading little more than
 * its limit, and JavaScript's memory does not grow. A route file under app/ that exports POST, PUT
 * or PATCH and is not in CALLS below fails the first test.
 */
const ORIGIN = 'http://localhost:3000';
const BIG = 300 * MB;
const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Call = { label: string; limit: number; head?: Uint8Array; send: (body: ReadableStream<Uint8Array>) => Promise<Response> };

const request = (url: string, method: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  new NextRequest(url, streamedInit({ method, body, headers: { origin: ORIGIN, host: new URL(ORIGIN).host, ...headers } }) as ConstructorParameters<typeof NextRequest>[1]);

/** The BFF's JSON endpoints that take a body; the session and the gateway's webhook it hides (404 unread), files go by /api/uploads. */
const jsonEndpoints = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
  const ep = endpoints[name];
  return ['POST', 'PUT', 'PATCH'].includes(ep.method) && !ep.binary && name !== 'createSession' && name !== 'paymentWebhook';
});

const CALLS: Record<string, Call[]> = {
  'app/api/[...path]/route.ts': jsonEndpoints.map((name) => {
    const ep = endpoints[name];
    const segments = fillPath(ep.path, { id: '1', b: 'motor', a: '1', second: '1' }).split('/').filter(Boolean);
    const handler = catchAll[ep.method as 'POST' | 'PUT' | 'PATCH'];
    return {
      label: `${ep.method} /api${ep.path}`,
      limit: ep.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      send: (body) => handler(request(`${ORIGIN}/api/${segments.join('/')}`, ep.method, body, { 'content-type': 'application/json' }), { params: Promise.resolve({ path: segments }) }),
    };
  }),
  'app/api/uploads/route.ts': [{
    // A visitor's identity scan: the BFF starts a session for it and streams it to the backend.
    label: 'POST /api/uploads', limit: UPLOAD_MAX_BYTES, head: PNG_SIGNATURE,
    send: (body) => uploads.POST(request(`${ORIGIN}/api/uploads?purpose=identity`, 'POST', body, { 'content-type': 'image/png', 'x-file-name': 'scan.png' })),
  }],
  'app/api/dev/customers/route.ts': [{
    // From this machine, as the browser tests call it (demo mode).
    label: 'POST /api/dev/customers', limit: DEFAULT_MAX_BODY_BYTES,
    send: (body) => devCustomers.POST(request(`${ORIGIN}/api/dev/customers`, 'POST', body, { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '127.0.0.1' })),
  }],
  'app/api/payment/gateway-webhook/route.ts': [{
    label: 'POST /api/payment/gateway-webhook', limit: endpoints.paymentWebhook.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    send: (body) => gatewayWebhook.POST(request(`${ORIGIN}/api/payment/gateway-webhook`, 'POST', body, { 'content-type': 'application/json', 'cko-signature': 'x' })),
  }],
};

/** Route files that export a handler of a method with a body. */
function routesTakingBodies(dir = 'app'): string[] {
  const root = path.resolve(__dirname, '../..');
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return routesTakingBodies(relative);
    if (name !== 'route.ts') return [];
    const text = readFileSync(path.join(root, relative), 'utf8');
    return /export\s+(async\s+)?function\s+(POST|PUT|PATCH)\b|export\s+const\s+(POST|PUT|PATCH)\b|export\s*\{[^}]*\bas\s+(POST|PUT|PATCH)\b/.test(text) ? [relative] : [];
  });
}

// Several hundred calls, one of them streaming 10 MB into the database, on a shared two-core machine.
jest.setTimeout(120_000);

const MARK = Symbol.for('portal.socketAddressHeader');

beforeAll(() => {
  process.env.SESSION_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';
  // The portal's own server marked this process: the socket header says the call is from this machine.
  (globalThis as Record<symbol, unknown>)[MARK] = true;
});
databaseForFile('body-limits', ({ db }) => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal.embeddedBackend')] = Promise.resolve({ db, handle: (req: Request) => route(db, req) });
}, { timeout: 120_000 });

it('covers every route file that takes a body', () => {
  expect(routesTakingBodies().sort()).toEqual(Object.keys(CALLS).sort());
});

it('answers a 300 MB chunked body with 413 on every route that takes one, reading little more than its limit, and memory stays', async () => {
  const calls = Object.values(CALLS).flat();
  // Once each with a body just past its limit first, so what a first call loads for good (modules,
  // the backend's first queries) is not counted as growth.
  for (const call of calls) await (await call.send(chunkedBody(call.limit + MB, undefined, call.head).stream)).arrayBuffer();
  const before = javascriptMemory();
  const outcomes = [];
  for (const call of calls) {
    const { stream, counter } = chunkedBody(BIG, undefined, call.head);
    const res = await call.send(stream);
    const body = await res.json();
    outcomes.push({ label: call.label, status: res.status, code: body.code, tooMuchRead: counter.pulled > call.limit + 2 * 64 * 1024 });
  }
  // What the last calls' streams still hold is let go once their callbacks have run: the least of a
  // few collections, each after a turn of the event loop, is what stays.
  const after = [];
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    after.push(javascriptMemory());
  }
  const grown = Math.min(...after) - before;
  expect(outcomes.filter((o) => o.status !== 413 || o.code !== 'payload_too_large' || o.tooMuchRead)).toEqual([]);
  expect(grown).toBeLessThan(8 * MB);
});
