/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/config/security';
import { forward } from '@/lib/session/bff';
import { GET } from './route';

/**
 * GET /api/session/reset cleared the session cookie for any link, from any site, and left the backend
 * session alive: a logout anyone could trigger. It now clears only a session the backend has ended.
 */
const ORIGIN = 'http://localhost:3000';
const dir = mkdtempSync(path.join(tmpdir(), 'reset-test-'));
type Backend = Awaited<ReturnType<typeof import('@/lib/backend').embeddedBackend>>;
let backend: Backend;

beforeAll(async () => {
  process.env.DATA_DIR = dir;
  process.env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  backend = await (await import('@/lib/backend')).embeddedBackend();
}, 60_000);
afterAll(async () => {
  const { backgroundSettled } = await import('@/lib/backend/background');
  await backgroundSettled();
  await (backend.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (res: Response) => res.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`))?.[1];

async function bff(method: string, apiPath: string, cookie?: string, body?: unknown) {
  const headers = new Headers({ origin: ORIGIN, host: 'localhost:3000', 'content-type': 'application/json' });
  if (cookie) headers.set('cookie', `${SESSION_COOKIE}=${cookie}`);
  const request = new NextRequest(`${ORIGIN}/api${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return forward(request, apiPath.slice(1).split('/'));
}

async function signedIn(): Promise<string> {
  const res = await bff('POST', '/user/login', undefined, { login: 'demo@portal.test', password: 'Demo1234' });
  expect(res.status).toBe(200);
  return cookieOf(res)!;
}

function reset(cookie: string | undefined, site?: string) {
  const headers = new Headers({ host: 'localhost:3000' });
  if (cookie) headers.set('cookie', `${SESSION_COOKIE}=${cookie}`);
  if (site) headers.set('sec-fetch-site', site);
  return GET(new NextRequest(`${ORIGIN}/api/session/reset?lang=ar`, { headers }));
}

it('a live session survives a link to /api/session/reset, from another site or this one', async () => {
  const cookie = await signedIn();
  for (const site of ['cross-site', 'same-origin', 'none', undefined]) {
    const res = await reset(cookie, site);
    expect([site, res.status, res.headers.get('location'), res.headers.get('set-cookie')]).toEqual([site, 307, '/ar', null]);
  }
  expect((await bff('GET', '/user/current', cookie)).status).toBe(200);
});

it('a session the backend has ended is cleared, but never for a request from another site', async () => {
  const cookie = await signedIn();
  // Logging out is the BFF's same-origin PATCH: it ends the backend session too.
  expect((await bff('PATCH', '/user/logout', cookie, { deviceId: '' })).status).toBe(200);
  expect((await bff('GET', '/user/current', cookie)).status).toBe(401);

  expect((await reset(cookie, 'cross-site')).headers.get('set-cookie')).toBeNull();
  const res = await reset(cookie, 'same-origin');
  expect(res.headers.get('location')).toBe('/ar');
  expect(cookieOf(res)).toBe('');
});

it('a cookie that does not open is cleared; no cookie, nothing to clear', async () => {
  expect(cookieOf(await reset('not-a-sealed-session'))).toBe('');
  expect((await reset(undefined)).headers.get('set-cookie')).toBeNull();
});
