/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/config/security';
import { log } from '@/lib/log';
import { forward } from './bff';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/** Issue 8 through the BFF: findings 1 (X-Forwarded-For), 12 (sessions pile up) and 13 (the cookie on every GET /user/current). */
const ORIGIN = 'http://localhost:3000';
const dir = mkdtempSync(path.join(tmpdir(), 'bff-test-'));
type Backend = Awaited<ReturnType<typeof import('@/lib/backend').embeddedBackend>>;
let backend: Backend;

beforeAll(async () => {
  process.env.DATA_DIR = dir;
  process.env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal.socketAddressHeader')] = true;
  backend = await (await import('@/lib/backend')).embeddedBackend();
}, 60_000);
afterAll(async () => {
  const { backgroundSettled } = await import('@/lib/backend/background');
  await backgroundSettled();
  await (backend.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function bff(method: string, apiPath: string, opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers({ origin: ORIGIN, host: 'localhost:3000', [SOCKET_ADDRESS_HEADER]: '203.0.113.50', ...opts.headers });
  if (opts.cookie) headers.set('cookie', `${SESSION_COOKIE}=${opts.cookie}`);
  if (opts.body !== undefined) headers.set('content-type', 'application/json');
  const request = new NextRequest(`${ORIGIN}/api${apiPath}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const res = await forward(request, apiPath.split('?')[0]!.slice(1).split('/'));
  const cookie = res.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`))?.[1];
  return { status: res.status, json: await res.json(), cookie, requestId: res.headers.get('x-request-id') };
}

async function sessionRows(): Promise<number> {
  const { sessions } = await import('@/lib/backend/db/schema');
  return (await backend.db.select().from(sessions)).length;
}

describe('finding 12: anonymous visitors get no session row', () => {
  it('reads offers, announcements, a cheque and the current user with no row and no cookie', async () => {
    await bff('GET', '/offers'); // the portal's own session, started once
    const before = await sessionRows();
    for (let i = 0; i < 5; i += 1) {
      for (const [method, p, body] of [['GET', '/offers'], ['GET', '/announcement/home'], ['GET', '/user/current'], ['POST', '/financial/getchequestatus', { cheque_id: '100003' }]] as const) {
        const res = await bff(method, p, { body });
        expect([p, res.status, res.cookie]).toEqual([p, 200, undefined]);
      }
    }
    expect(await sessionRows()).toBe(before);
  });

  it('starts a session on the first call that needs one (sign-in)', async () => {
    const before = await sessionRows();
    const res = await bff('POST', '/user/login', { body: { login: 'demo@portal.test', password: 'Demo1234' } });
    expect(res.status).toBe(200);
    expect(res.cookie).toBeTruthy();
    expect(await sessionRows()).toBeGreaterThan(before);
  });
});

describe('a price before any account is the visitor\'s own', () => {
  const body = { line: 'home', answers: { birth_date: '1985-03-01T00:00:00.000Z', home_value: 80000, possessions_value: 10000 } };
  it('a cookieless visitor gets a session row and a cookie, and only that cookie reads the hold', async () => {
    const before = await sessionRows();
    const priced = await bff('POST', '/quotation/price', { body });
    expect(priced.status).toBe(200);
    expect(priced.cookie).toBeTruthy();
    expect(await sessionRows()).toBe(before + 1);
    const mine = await bff('GET', '/quotation/price/held', { cookie: priced.cookie });
    expect(mine.json.held.map((h: { request: { line: string } }) => h.request.line)).toEqual(['home']);
    const other = await bff('GET', '/quotation/price/held');
    expect(other.json.held).toEqual([]);
  });
});

describe('finding 13: GET /api/user/current sets the cookie only when something changed', () => {
  it('leaves the cookie alone while the account is unchanged, and rewrites it when the state changed', async () => {
    const signIn = await bff('POST', '/user/login', { body: { login: 'new@portal.test', password: 'Demo1234' }, headers: { [SOCKET_ADDRESS_HEADER]: '198.51.100.2' } });
    expect(signIn.cookie).toBeTruthy();
    const again = await bff('GET', '/user/current', { cookie: signIn.cookie });
    expect([again.status, again.cookie]).toEqual([200, undefined]);
    const { users } = await import('@/lib/backend/db/schema');
    await backend.db.update(users).set({ isVerified: true }).where(eq(users.email, 'new@portal.test'));
    try {
      const changed = await bff('GET', '/user/current', { cookie: signIn.cookie });
      expect(changed.cookie).toBeTruthy();
    } finally {
      await backend.db.update(users).set({ isVerified: false }).where(eq(users.email, 'new@portal.test'));
    }
  });
});

describe('finding 1: a client-sent X-Forwarded-For does not escape the per-address limits', () => {
  it('counts every request on the socket address, whatever the header says', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await bff('POST', '/user/forget-password', {
        body: { email: `someone${i}@example.com` },
        headers: { [SOCKET_ADDRESS_HEADER]: '192.0.2.99', 'x-forwarded-for': `1.2.3.${i}, 10.9.8.${i}` },
      });
      statuses.push(res.status);
    }
    // All counted on the one socket address: past half of its 20 an hour, a proof of work is asked first.
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(428);
  }, 30_000);
});

describe('the request id', () => {
  it('answers with the caller\'s well-formed id, or a new one, and logs one line per call naming the user', async () => {
    const info = jest.spyOn(log, 'info').mockImplementation(() => {});
    try {
      const signIn = await bff('POST', '/user/login', { body: { login: 'demo@portal.test', password: 'Demo1234' }, headers: { 'x-request-id': '0f8c1e5a9b7d4c3e2a1f0e9d8c7b6a59' } });
      expect(signIn.requestId).toBe('0f8c1e5a9b7d4c3e2a1f0e9d8c7b6a59');
      const current = await bff('GET', '/user/current', { cookie: signIn.cookie, headers: { 'x-request-id': 'not an id' } });
      expect(current.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const lines = info.mock.calls.map(([fields]) => fields as unknown as Record<string, unknown>);
      const userId = (current.json as { user: { id: number } }).user.id;
      expect(lines).toEqual([
        { requestId: '0f8c1e5a9b7d4c3e2a1f0e9d8c7b6a59', endpoint: 'login', method: 'POST', status: 200, durationMs: expect.any(Number), userId },
        { requestId: current.requestId, endpoint: 'getCurrentUser', method: 'GET', status: 200, durationMs: expect.any(Number), userId },
      ]);
      expect(JSON.stringify(lines)).not.toContain('Demo1234');
    } finally {
      info.mockRestore();
    }
  });
});
