/** @jest-environment node */
import { NextRequest } from 'next/server';
import { DEFAULT_MAX_BODY_BYTES, fillPath } from '@/lib/api/define';
import { endpoints, type EndpointName } from '@/lib/api/endpoints';
import { handlers } from '@/lib/backend/handlers';
import { route } from '@/lib/backend/router';
import { memoryDb } from '@/lib/backend/test-db';
import { SESSION_COOKIE } from '@/lib/config/security';
import { javascriptMemory } from '@/tests/unit/memory';
import { chunkedBody, MB, streamedInit } from '@/tests/unit/streams';
import { forward } from './bff';

/**
 * The BFF, as the browser reaches it, over the embedded backend: every endpoint with control
 * characters, odd path segments, oversized and chunked bodies and wrong content types answers a 4xx
 * {code, message}, never a 500, and JavaScript's memory (heap and buffers) is back under its starting figure plus 100 MB.
 */
const ORIGIN = 'http://portal.test';
/** The endpoints the embedded backend serves; not POST /session or the gateway's webhook, which the BFF hides. */
const NAMES = (Object.keys(handlers) as EndpointName[]).filter((n) => n !== 'createSession' && n !== 'paymentWebhook').sort();
const CONTROLS = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];
const FIELDS = ['login', 'password', 'email', 'name', 'name_en', 'mobile', 'phone', 'subject', 'message', 'token', 'code', 'note', 'cheque_id'];
const SEGMENTS = ['%ff', '\u0000', '%00', 'a\u0001b', '..', 'x'.repeat(300)];
const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];

// Several calls per test, some drawing a PDF, on a shared two-core machine.
jest.setTimeout(60_000);

let close: () => Promise<void>;
let cookie = '';
let startMemory = 0;


beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';
  const opened = await memoryDb();
  close = opened.close;
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal.embeddedBackend')] =
    Promise.resolve({ db: opened.db, handle: (request: Request) => route(opened.db, request) });
  await signInDemo();
  startMemory = javascriptMemory();
}, 120_000);

async function signInDemo() {
  cookie = '';
  const login = await send('POST', ['user', 'login'], JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }));
  expect(login.status).toBe(200);
  cookie = login.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=[^;]+`))?.[0] ?? '';
  expect(cookie).not.toBe('');
}
afterAll(() => close());

function send(method: string, segments: string[], body?: string | ReadableStream<Uint8Array>, type = 'application/json', search = '') {
  // As a browser sends it: the Origin and the Host it was sent to.
  const headers: Record<string, string> = { origin: ORIGIN, host: new URL(ORIGIN).host };
  if (type) headers['content-type'] = type;
  if (cookie) headers.cookie = cookie;
  const url = `${ORIGIN}/api/${segments.map(encodeURIComponent).join('/')}${search}`;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const init = body instanceof ReadableStream ? streamedInit({ method, headers, body }) : { method, headers, body: hasBody ? body : undefined };
  return forward(new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]), segments);
}

async function expect4xx(res: Response) {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const json = await res.json();
    expect(typeof json.code).toBe('string');
    expect(typeof json.message).toBe('string');
  }
}

const segmentsOf = (name: EndpointName) =>
  fillPath(endpoints[name].path, { id: '1', b: 'motor', a: '1', second: '1' }).split('/').filter(Boolean);

describe.each(NAMES)('BFF %s with bad input', (name) => {
  const ep = endpoints[name];
  const hasBody = ep.method !== 'GET' && ep.method !== 'DELETE';

  it('control characters in every field and odd segments', async () => {
    for (const c of CONTROLS) {
      await expect4xx(await send(ep.method, segmentsOf(name), JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, `ab${c}cd`])))));
      await expect4xx(await send(ep.method, segmentsOf(name), '{}', 'application/json', `?segmentcode=${encodeURIComponent(c)}&token=${encodeURIComponent(c)}`));
    }
    for (const segment of SEGMENTS) {
      const template = ep.path.split('/').filter(Boolean);
      await expect4xx(await send(ep.method, template.map((s) => (s.startsWith('{') ? segment : s)), '{}'));
    }
  });

  it('wrong content types and a chunked body past the limit', async () => {
    if (!hasBody) return;
    for (const type of WRONG_TYPES) {
      const res = await send(ep.method, segmentsOf(name), '{"login":"a"}', type);
      expect(res.status).toBe(415);
      await expect4xx(res);
    }
    const limit = ep.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    // A file streams on to the backend, which stops reading at once for an ended session (logout ran
    // before), a wrong signature or no purpose: it goes with a fresh session, as a damage photo in PNG.
    const { stream, counter } = chunkedBody(limit + 2 * MB, undefined, ep.binary ? PNG_SIGNATURE : undefined);
    if (ep.binary) await signInDemo();
    const res = await send(ep.method, segmentsOf(name), stream, ep.binary ? 'image/png' : 'application/json', ep.binary ? '?purpose=damage-photo' : '');
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(limit + 64 * 1024);
  });
});

it('finding 3: a chunked 200 MB body is refused after little more than the limit, and memory does not grow', async () => {
  const before = javascriptMemory();
  const { stream, counter } = chunkedBody(200 * MB);
  const res = await send('POST', ['email', 'send'], stream);
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
  expect(counter.pulled).toBeLessThan(MB);
  expect(javascriptMemory() - before).toBeLessThan(24 * MB);
});

// JavaScript's memory after a full collection: what the BFF still holds once every request above ended.
it('the memory is back under its starting figure plus 100 MB', () => {
  expect(javascriptMemory()).toBeLessThan(startMemory + 100 * MB);
});
