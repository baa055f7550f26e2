/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import {
  ANONYMOUS_SESSION_EXTEND_STEP_S, ANONYMOUS_SESSION_MAX_AGE_S, PRICE_LIMITS, SESSION_COOKIE, SESSION_CREATE_LIMIT, SESSION_MAX_AGE_S, SIGN_IN_LIMITS,
} from '@/lib/config/security';
import { forward } from './bff';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/**
 * Sessions are made only for the calls that need one, through the BFF behind one trusted proxy
 * (TRUSTED_PROXY_HOPS=1): the proxy's socket is 10.0.0.1 and the client's address is the entry it
 * appended to X-Forwarded-For; whatever the client wrote further left is never read.
 */
const ORIGIN = 'http://localhost:3000';
const PROXY = '10.0.0.1';
const dir = mkdtempSync(path.join(tmpdir(), 'bff-sessions-test-'));
type Backend = Awaited<ReturnType<typeof import('@/lib/backend').embeddedBackend>>;
let backend: Backend;
const hopsBefore = process.env.TRUSTED_PROXY_HOPS;

beforeAll(async () => {
  process.env.DATA_DIR = dir;
  process.env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  process.env.TRUSTED_PROXY_HOPS = '1';
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal.socketAddressHeader')] = true;
  backend = await (await import('@/lib/backend')).embeddedBackend();
}, 120_000);
afterAll(async () => {
  if (hopsBefore === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hopsBefore;
  const { backgroundSettled } = await import('@/lib/backend/background');
  await backgroundSettled();
  await (backend.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A call through the BFF from `client`, as the proxy passes it on (with a spoofed entry the client wrote). */
async function bff(method: string, apiPath: string, client: string, opts: { body?: unknown; cookie?: string } = {}) {
  const headers = new Headers({ origin: ORIGIN, host: 'localhost:3000', [SOCKET_ADDRESS_HEADER]: PROXY, 'x-forwarded-for': `6.6.6.6, ${client}` });
  if (opts.cookie) headers.set('cookie', `${SESSION_COOKIE}=${opts.cookie}`);
  if (opts.body !== undefined) headers.set('content-type', 'application/json');
  const request = new NextRequest(`${ORIGIN}/api${apiPath}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const res = await forward(request, apiPath.split('?')[0]!.slice(1).split('/'));
  const setCookie = res.headers.get('set-cookie') ?? undefined;
  const cookie = setCookie?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
  return { status: res.status, json: await res.json(), cookie, maxAge: Number(setCookie?.match(/Max-Age=(\d+)/i)?.[1]) };
}

async function schema() {
  return import('@/lib/backend/db/schema');
}
async function sessionRows(): Promise<number> {
  const { sessions } = await schema();
  return (await backend.db.select().from(sessions)).length;
}
async function createdCount(address: string): Promise<number> {
  const { rateLimits } = await schema();
  const [row] = await backend.db.select().from(rateLimits).where(eq(rateLimits.key, `session:create:address:${address}`));
  return row?.count ?? 0;
}
/** Spends a limit's window on a key, as earlier requests would have. */
async function spend(key: string, max: number): Promise<void> {
  const { takeRateLimit } = await import('@/lib/backend/limits/rate-limit');
  await takeRateLimit(backend.db, key, { max, windowMs: 60 * 60_000 }, new Date(), max);
}

const homePrice = { line: 'home', answers: { birth_date: '1985-03-01T00:00:00.000Z', home_value: 80000, possessions_value: 10000 } };

describe('sessions counted in the database after a loop of anonymous GETs and refusals', () => {
  it('no row and no cookie for a cookieless GET (held prices, offers, a customer\'s page) or for a refused call', async () => {
    await bff('GET', '/offers', '198.51.100.1'); // the portal's own session, started once
    const before = await sessionRows();
    const clients = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
    // Price refusals (429) for the third client: its address has spent its prices.
    await spend(`price:address:${clients[2]}`, PRICE_LIMITS.perAddress.max);
    const seen: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      for (const client of clients) {
        const calls = [
          ['GET', '/quotation/price/held', undefined, 200],
          ['GET', '/offers', undefined, 200],
          ['GET', '/user/polices', undefined, 401],
          ['POST', '/user/login', { login: `nobody${i}@example.com`, password: 'Wrong1234' }, 401],
          ['POST', '/user', { name_en: 'x' }, 400],
          ['POST', '/quotation/price', { line: 'home', answers: {} }, 400],
          ...(client === clients[2] ? [['POST', '/quotation/price', homePrice, 429] as const] : []),
        ] as const;
        for (const [method, p, body, status] of calls) {
          const res = await bff(method, p, client, { body });
          if (res.status !== status || res.cookie) seen.push(`${method} ${p} ${client}: ${res.status} ${res.cookie ? 'with a cookie' : ''}`);
        }
      }
    }
    expect(seen).toEqual([]);
    expect(await sessionRows()).toBe(before);
    // A refusal spends none of the address's new sessions.
    expect(await Promise.all(clients.map(createdCount))).toEqual([0, 0, 0]);
  }, 120_000);

  it('keeps the session of a sign-in refused for the code just sent to the owner: the next try, with the code, comes from the same device', async () => {
    const client = '198.51.100.6';
    const before = await sessionRows();
    const answers = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perAccount.max; i += 1) {
      answers.push(await bff('POST', '/user/login', client, { body: { login: 'renewals@portal.test', password: `Wrong${i}abc` } }));
    }
    const last = answers.pop()!;
    expect(answers.map((a) => [a.status, a.cookie])).toEqual(answers.map(() => [401, undefined]));
    expect([last.status, last.json.code, Boolean(last.cookie)]).toEqual([429, 'login_code_required', true]);
    expect(await sessionRows()).toBe(before + 1);
  }, 60_000);

  it('a held-prices read without a cookie answers nothing held, and with the pricing visitor\'s cookie what they priced', async () => {
    const priced = await bff('POST', '/quotation/price', '198.51.100.4', { body: homePrice });
    expect([priced.status, Boolean(priced.cookie)]).toEqual([200, true]);
    const mine = await bff('GET', '/quotation/price/held', '198.51.100.4', { cookie: priced.cookie });
    expect(mine.json.held.map((h: { request: { line: string } }) => h.request.line)).toEqual(['home']);
    expect((await bff('GET', '/quotation/price/held', '198.51.100.4')).json).toEqual({ held: [] });
  });

  it('limits new sessions per client address, counted on the address the trusted proxy names', async () => {
    const busy = '203.0.113.10';
    await spend(`session:create:address:${busy}`, SESSION_CREATE_LIMIT.max);
    const before = await sessionRows();
    const refused = await bff('POST', '/quotation/price', busy, { body: homePrice });
    expect([refused.status, refused.json.code, refused.cookie]).toEqual([429, 'too_many_requests', undefined]);
    expect(await sessionRows()).toBe(before);
    // Another client behind the same proxy is not held back by it.
    const other = await bff('POST', '/quotation/price', '203.0.113.11', { body: homePrice });
    expect([other.status, Boolean(other.cookie)]).toEqual([200, true]);
    expect(await sessionRows()).toBe(before + 1);
    expect(await createdCount('203.0.113.11')).toBe(1);
  });

  it('a visitor\'s session lives a day, a signed-in one thirty days', async () => {
    const { sessions } = await schema();
    const anonymousBefore = (await backend.db.select({ id: sessions.id }).from(sessions).where(isNull(sessions.userId))).map((r) => r.id);
    const t0 = Date.now();
    const priced = await bff('POST', '/quotation/price', '198.51.100.5', { body: homePrice });
    expect(priced.maxAge).toBe(ANONYMOUS_SESSION_MAX_AGE_S - ANONYMOUS_SESSION_EXTEND_STEP_S);
    const [row] = (await backend.db.select().from(sessions).where(isNull(sessions.userId))).filter((r) => !anonymousBefore.includes(r.id));
    expect(Math.abs(row!.expiresAt.getTime() - t0 - ANONYMOUS_SESSION_MAX_AGE_S * 1000)).toBeLessThan(60_000);

    const signIn = await bff('POST', '/user/login', '198.51.100.5', { body: { login: 'demo@portal.test', password: 'Demo1234' }, cookie: priced.cookie });
    expect([signIn.status, signIn.maxAge]).toEqual([200, SESSION_MAX_AGE_S]);
    const { users } = await schema();
    const [demo] = await backend.db.select().from(users).where(eq(users.email, 'demo@portal.test'));
    const signedIn = await backend.db.select().from(sessions).where(and(eq(sessions.userId, demo!.id), eq(sessions.deviceId, row!.deviceId)));
    expect(signedIn.map((s) => Math.round((s.expiresAt.getTime() - t0) / 86_400_000))).toEqual([SESSION_MAX_AGE_S / 86_400]);
    // The price the visitor held went with them into the signed-in session.
    const held = await bff('GET', '/quotation/price/held', '198.51.100.5', { cookie: signIn.cookie });
    expect(held.json.held.map((h: { request: { line: string } }) => h.request.line)).toEqual(['home']);
  });
});
