/** @jest-environment node */
import { endpoints } from '@/lib/api/endpoints';
import { fillPath } from '@/lib/api/define';
import type { Db } from './db/client';
import { route } from './router';
import { memoryDb } from './test-db';

/** Malformed and oversized bodies sent to every account endpoint: 4xx {code, message}, never a 500. */
const ACCOUNT = ['createSession', 'getCurrentUser', 'createUser', 'updateUser', 'changePassword', 'login', 'forgetPassword',
  'resetPassword', 'initiateVerification', 'logout', 'sendOtp', 'verifyOtp', 'getRegistrationLists'] as const;

const BODIES: (string | undefined)[] = [
  undefined, '', '{', 'null', '[]', '"text"', '42', '{"a":1}', '{"__proto__":{"x":1}}',
  JSON.stringify({ email: 5, password: [], login: {}, code: null, device_id: 'not-a-uuid', documents: 'x' }),
  JSON.stringify({ email: 'a@b.cc', code: '١٢٣٤٥', password: 'x'.repeat(10_000) }),
  JSON.stringify({ documents: [{ side: 'front', content_type: 'image/gif', data: '!!' }, { side: 'front', content_type: 'image/png', data: '' }] }),
  'x'.repeat(70_000),
  JSON.stringify({ name_en: '\u0000\u202e', mobile: '٠٧٩'.repeat(50), nationality: 'XX' }),
];

let db: Db;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const res = await route(db, new Request('http://backend/session', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ device_id: crypto.randomUUID() }),
  }));
  token = (await res.json()).auth_token;
}, 30_000);
afterAll(() => close());

describe.each(ACCOUNT)('%s with bad input', (name) => {
  const ep = endpoints[name];
  it.each(BODIES.map((b, i) => [i, b] as const))('body #%i answers a 4xx with {code, message}', async (_i, body) => {
    const url = `http://backend${fillPath(ep.path, { id: '1' })}`;
    const res = await route(db, new Request(url, {
      method: ep.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: ep.method === 'GET' ? undefined : body,
    }));
    expect(res.status).toBeLessThan(500);
    const json = await res.json();
    if (res.status >= 400) {
      expect(typeof json.code).toBe('string');
      expect(typeof json.message).toBe('string');
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
