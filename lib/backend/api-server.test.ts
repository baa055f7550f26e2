/** @jest-environment node */
/**
 * The backend as its own HTTP service (`npm run api`), called as a portal with API_BASE_URL calls it:
 * the contract's client over a real HTTP hop on 127.0.0.1, with its headers, the token, the
 * language, a streamed upload, error bodies and a session that no longer exists.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { CLIENT_ADDRESS_HEADER, PORTAL_KEY_HEADER } from '@/lib/api/client-address';
import { createApi } from '@/lib/api/client';
import { ApiError, INVALID_SESSION } from '@/lib/api/errors';
import { log } from '@/lib/log';
import { createApiServer } from './api-server';
import type { Db } from './db/client';
import { rateLimits, sessions } from './db/schema';
import { route } from './router';
import { databaseForFile } from './test-db';

let db: Db;
let server: Server;
let base: string;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');

async function listen(clientKey?: string, routeDb?: Db): Promise<{ server: Server; base: string }> {
  const readiness = async () => ({ ready: true, checks: { database: true, schema: true, messaging: true } });
  const s = createApiServer({ db, handle: (request) => route(routeDb ?? db, request), close: async () => {}, readiness }, { clientKey });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}

databaseForFile('api-server-test', (opened) => ({ db } = opened));
beforeAll(async () => {
  ({ server, base } = await listen());
}, 90_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => db.delete(rateLimits));

const api = (lang: string, token?: string) => createApi({ send: (request) => fetch(request), baseUrl: base, lang, token });

async function signedIn(lang = 'en') {
  const { auth_token } = await api(lang).createSession({ body: { device_id: crypto.randomUUID() } });
  const { auth_token: token } = await api(lang, auth_token).login({ body: { login: 'demo@portal.test', password: 'Demo1234' } });
  return token;
}

describe('the backend over HTTP', () => {
  it('signs in, reads the user and the contracts, and draws a contract PDF, with the token and the language', async () => {
    const token = await signedIn();
    expect((await api('en', token).getCurrentUser()).user?.email).toBe('demo@portal.test');
    const { policies } = await api('ar', token).getMyPolicies();
    expect(policies.length).toBeGreaterThan(3);
    const motor = policies.find((p) => p.line === 'motor')!;
    const pdf = await api('ar', token).exportPolicy({ params: { b: 'motor', a: String(motor.id) }, query: {} });
    expect(Buffer.from(pdf.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers errors with the §8 body (a code the portal translates, a message, the fields), as ApiError', async () => {
    const { auth_token } = await api('ar').createSession({ body: { device_id: crypto.randomUUID() } });
    const wrong = await api('ar', auth_token).login({ body: { login: 'demo@portal.test', password: 'Wrong1234' } }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_credentials' });
    const invalid = await fetch(`${base}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${auth_token}` }, body: '{"login":"x"}' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'validation_error', message: expect.any(String), fields: { password: expect.any(String) } });
  });

  it('a session whose row was deleted answers invalid_session_id', async () => {
    const token = await signedIn();
    await db.delete(sessions).where(eq(sessions.userId, (await api('en', token).getCurrentUser()).user!.id));
    const gone = await api('en', token).getMyPolicies().catch((e: unknown) => e);
    expect(gone).toMatchObject({ code: INVALID_SESSION });
  });

  it('takes an upload streamed in chunks, and refuses one over the limit while it streams', async () => {
    const token = await signedIn();
    const chunks = (bytes: Buffer, size: number) => new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.subarray(i, i + size));
        controller.close();
      },
    });
    const post = (body: ReadableStream<Uint8Array>) => fetch(`${base}/uploads?purpose=driving-licence`, {
      method: 'POST', body, duplex: 'half', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-file-name': 'id.png' },
    } as RequestInit);
    const ok = await post(chunks(PNG, 7));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: expect.any(String) });
    const huge = await post(chunks(Buffer.concat([PNG, Buffer.alloc(12 * 1024 * 1024)]), 64 * 1024));
    expect(huge.status).toBe(413);
  });

  it('believes the client address a portal tells only from the portal: on this machine, or with API_CLIENT_KEY', async () => {
    const keyed = await listen('portal-key-0123456789');
    try {
      const { auth_token } = await api('en').createSession({ body: { device_id: crypto.randomUUID() } });
      const attempt = (headers: Record<string, string>) => fetch(`${keyed.base}/financial/getchequestatus`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${auth_token}`, ...headers },
        body: JSON.stringify({ cheque_id: '100001', phone: '0790000001' }),
      });
      await attempt({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7', [PORTAL_KEY_HEADER]: 'portal-key-0123456789' });
      await attempt({ [CLIENT_ADDRESS_HEADER]: '198.51.100.8', [PORTAL_KEY_HEADER]: 'a guess' });
      const keys = (await db.select().from(rateLimits)).map((r) => r.key).join(' ');
      expect(keys).toContain('198.51.100.7');
      expect(keys).not.toContain('198.51.100.8');
      expect(keys).toContain('127.0.0.1');
    } finally {
      await new Promise((resolve) => keyed.server.close(resolve));
    }
  });

  it('answers GET /healthz', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true });
  });
});

describe('the request id', () => {
  it('answers with the id the portal sent, or a new one, and logs a backend error with it', async () => {
    // A database that fails on the session look-up: the router answers 500 and logs the error.
    const broken = { select: () => { throw new Error('database gone'); } } as unknown as Db;
    const failing = await listen(undefined, broken);
    const errors = jest.spyOn(log, 'error').mockImplementation(() => {});
    try {
      const res = await fetch(`${failing.base}/user/current`, { headers: { authorization: 'Bearer some-token', 'x-request-id': '0f8c1e5a9b7d4c3e2a1f0e9d8c7b6a59' } });
      expect([res.status, res.headers.get('x-request-id')]).toEqual([500, '0f8c1e5a9b7d4c3e2a1f0e9d8c7b6a59']);
      expect(errors.mock.calls.map(([fields]) => fields)).toEqual([
        { err: expect.objectContaining({ message: 'database gone' }), requestId: '0f8c1e5a9b7d4c3e2a1f0e9d8c7b6a59', path: '/user/current' },
      ]);
      const fresh = await fetch(`${base}/offers`, { headers: { 'x-request-id': 'bad id' } });
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      errors.mockRestore();
      await new Promise((resolve) => failing.server.close(resolve));
    }
  });
});
