/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where parallel POST /session really race for the address's count.
import { eq } from 'drizzle-orm';
import { ANONYMOUS_SESSION_EXTEND_STEP_S, ANONYMOUS_SESSION_MAX_AGE_S, SESSION_CREATE_LIMIT } from '@/lib/config/security';
import type { Db } from '../../db/client';
import { rateLimits, sessions, users } from '../../db/schema';
import { cleanUp } from '../../maintenance';
import { backendClient } from '../../test-client';
import { memoryDb } from '../../test-db';
import { startSession } from './sessions';
import { sha256 } from './tokens';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(() => close());

const { call } = backendClient(() => db);
const HOUR = 3_600_000;
const start = (address?: string) => call('POST', '/session', { body: { device_id: crypto.randomUUID() }, address });
const rowOf = async (token: string) => (await db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token))))[0];
const created = async (address: string) => (await db.select().from(rateLimits).where(eq(rateLimits.key, `session:create:address:${address}`)))[0]?.count ?? 0;

describe('new sessions per client address', () => {
  it('makes at most the limit from one address however many ask at once; another address still gets one', async () => {
    const before = (await db.select({ id: sessions.id }).from(sessions)).length;
    const answers = await Promise.all(Array.from({ length: SESSION_CREATE_LIMIT.max + 5 }, () => start('198.51.100.20')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SESSION_CREATE_LIMIT.max);
    expect(answers.find((a) => a.status !== 200)?.body.code).toBe('too_many_requests');
    expect((await db.select({ id: sessions.id }).from(sessions)).length).toBe(before + SESSION_CREATE_LIMIT.max);
    expect((await start('198.51.100.21')).status).toBe(200);
  }, 60_000);

  it('a visitor\'s session ended by logout is deleted and gives its count back; a signed-in one is revoked', async () => {
    const made = await start('198.51.100.22');
    expect(await created('198.51.100.22')).toBe(1);
    const token = made.body.auth_token as string;
    const { id } = (await rowOf(token))!;
    expect((await call('PATCH', '/user/logout', { token, body: { deviceId: 'x' }, address: '198.51.100.22' })).status).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
    expect(await created('198.51.100.22')).toBe(0);

    const login = await call('POST', '/user/login', { token: (await start('198.51.100.22')).body.auth_token, body: { login: 'demo@portal.test', password: 'Demo1234' } });
    const signedIn = login.body.auth_token as string;
    await call('PATCH', '/user/logout', { token: signedIn, body: { deviceId: 'x' }, address: '198.51.100.22' });
    expect((await rowOf(signedIn))?.revokedAt).toBeInstanceOf(Date);
  });
});

describe('a visitor\'s session lives a day after its last use', () => {
  it('is moved on when used more than a step into its life, and swept once it has ended', async () => {
    const now = new Date();
    const fresh = await startSession(db, crypto.randomUUID(), null, now);
    const old = await startSession(db, crypto.randomUUID(), null, new Date(now.getTime() - 2 * ANONYMOUS_SESSION_EXTEND_STEP_S * 1000));
    const idle = await startSession(db, crypto.randomUUID(), null, new Date(now.getTime() - ANONYMOUS_SESSION_MAX_AGE_S * 1000 - HOUR));
    const endOf = async (token: string) => (await rowOf(token))?.expiresAt.getTime();
    const freshEnd = await endOf(fresh);
    for (const token of [fresh, old]) expect((await call('GET', '/quotation/price/held', { token })).status).toBe(200);
    expect(await endOf(fresh)).toBe(freshEnd);
    expect(Math.abs((await endOf(old))! - Date.now() - ANONYMOUS_SESSION_MAX_AGE_S * 1000)).toBeLessThan(60_000);
    expect((await call('GET', '/quotation/price/held', { token: idle })).status).toBe(401);

    // The clean-up sweeps a visitor's session a day after its last use; a signed-in one started then lives on.
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@portal.test'));
    const signedIn = await startSession(db, crypto.randomUUID(), demo!.id, new Date(now.getTime() - ANONYMOUS_SESSION_MAX_AGE_S * 1000 - HOUR));
    await cleanUp(db, now);
    expect([await rowOf(idle), await rowOf(fresh)].map(Boolean)).toEqual([false, true]);
    expect(Boolean(await rowOf(signedIn))).toBe(true);
  });
});
