/** @jest-environment node */
import { endpoints, type EndpointName } from '@/lib/api/endpoints';
import { fillPath } from '@/lib/api/define';
import { handlers } from './handlers';
import type { Db } from './db/client';
import { route } from './router';
import { memoryDb } from './test-db';

/**
 * Malformed and oversized bodies, odd path parameters and odd queries sent to every endpoint the
 * embedded backend serves, anonymous and signed in: 4xx {code, message}, never a 500.
 */
const SERVED = (Object.keys(handlers) as EndpointName[]).sort();
const PARAMS = ['1', 'abc', '-1', '99999999999999999999', '%00', 'x'.repeat(300)];
const QUERIES = ['', '?token=', '?segmentcode=%27%3B--', '?date=2026-02-30', `?token=${'x'.repeat(500)}`, '?notes=a&notes=b&insured_sum=abc'];

const BODIES: (string | undefined)[] = [
  undefined, '', '{', 'null', '[]', '"text"', '42', '{"a":1}', '{"__proto__":{"x":1}}',
  JSON.stringify({ email: 5, password: [], login: {}, code: null, device_id: 'not-a-uuid', documents: 'x' }),
  JSON.stringify({ email: 'a@b.cc', code: '١٢٣٤٥', password: 'x'.repeat(10_000) }),
  JSON.stringify({ documents: [{ side: 'front', upload_id: '!!' }, { side: 'front', upload_id: '00000000-0000-4000-8000-000000000000' }] }),
  'x'.repeat(70_000),
  JSON.stringify({ name_en: '\u0000\u202e', mobile: '٠٧٩'.repeat(50), nationality: 'XX' }),
];

let db: Db;
let close: () => Promise<void>;
let token: string;
let signedIn: string;

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const res = await route(db, new Request('http://backend/session', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ device_id: crypto.randomUUID() }),
  }));
  token = (await res.json()).auth_token;
  const login = await route(db, new Request('http://backend/user/login', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }),
  }));
  signedIn = (await login.json()).auth_token;
}, 30_000);
afterAll(() => close());

async function expectNo500(url: string, method: string, auth: string, body: string | undefined) {
  const res = await route(db, new Request(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    body: method === 'GET' || method === 'DELETE' ? undefined : body,
  }));
  expect(res.status).toBeLessThan(500);
  const json = await res.json();
  if (res.status >= 400) {
    expect(typeof json.code).toBe('string');
    expect(typeof json.message).toBe('string');
  }
}

/** Every placeholder of a path filled with one value, e.g. /user/polices/{b}/{a}/export. */
function pathWith(template: string, value: string): string {
  return template.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));
}

describe.each(SERVED)('%s with bad input', (name) => {
  const ep = endpoints[name];
  it.each(BODIES.map((b, i) => [i, b] as const))('body #%i answers a 4xx with {code, message}', async (_i, body) => {
    await expectNo500(`http://backend${fillPath(ep.path, { id: '1', b: 'motor', a: '1', second: '1' })}`, ep.method, token, body);
  });
  it('odd path parameters and queries, signed in', async () => {
    for (const param of PARAMS) {
      for (const query of QUERIES) {
        await expectNo500(`http://backend${pathWith(ep.path, param)}${query}`, ep.method, signedIn, BODIES[7]);
      }
    }
  });
});

it('a bad or missing token is invalid_session_id, not an error', async () => {
  for (const authorization of ['', 'Bearer ', 'Bearer nope', 'Basic abc']) {
    const res = await route(db, new Request('http://backend/user/current', { headers: { authorization } }));
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('invalid_session_id');
  }
});
