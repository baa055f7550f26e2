/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel guesses of the current password.
import { eq } from 'drizzle-orm';
import { SIGN_IN_LIMITS } from '@/lib/config/security';
import { verifyPassword } from '../accounts/auth/password';
import { accountKey } from '../accounts/auth/sign-in-guard';
import { backgroundSettled } from '../background';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { backendClient } from '../test-client';
import { freshCustomer, TEST_PASSWORD } from '../test-customer';
import { memoryDb } from '../test-db';

/** Issue 21, finding 3: guessing the password through change-password, and sessions a new password leaves alive. */
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(async () => {
  await backgroundSettled();
  await close();
});
beforeEach(() => db.delete(rateLimits));

const api = backendClient(() => db);
const change = (token: string, current_password: string, password = 'Changed77') =>
  api.call('PATCH', '/user/change-password', { token, body: { current_password, password }, address: '203.0.113.31' });
const countOf = async (key: string) => (await db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;
const hashOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('change-password guessing', () => {
  it('80 wrong tries, 40 at a time: only the limit is checked, the rest are 429, and then the right password fails too', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    const answers = [];
    for (let round = 0; round < 2; round += 1) {
      answers.push(...await Promise.all(Array.from({ length: 40 }, (_, i) => change(token!, `Guess${round}x${i}`))));
    }
    const checked = answers.filter((a) => a.status === 400 && a.body.code === 'wrong_password');
    expect(checked).toHaveLength(SIGN_IN_LIMITS.perAccount.max);
    const locked = answers.filter((a) => a.status === 429);
    expect(locked).toHaveLength(80 - SIGN_IN_LIMITS.perAccount.max);
    expect(locked[0]!.body).toMatchObject({ code: 'password_locked', fields: { current_password: 'errors.password_locked' } });
    // Every try was counted, the refused ones too: the count comes first.
    expect(await countOf(accountKey(user.id, user.email))).toBe(80);
    const before = await hashOf(user.id);
    expect(await change(token!, TEST_PASSWORD)).toMatchObject({ status: 429, body: { code: 'password_locked' } });
    expect(await hashOf(user.id)).toBe(before);
    // The same lock holds sign-in: the password alone no longer signs in.
    const signIn = await api.call('POST', '/user/login', { token: await api.newSession(), body: { login: user.email, password: TEST_PASSWORD } });
    expect(signIn).toMatchObject({ status: 429, body: { code: 'login_code_required' } });
  }, 60_000);

  it('counts the attempt before the hash is compared: at the limit, the right password is refused unchecked', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    const key = accountKey(user.id, user.email);
    await db.insert(rateLimits).values({ key, count: SIGN_IN_LIMITS.perAccount.max, windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    expect(await change(token!, TEST_PASSWORD)).toMatchObject({ status: 429, body: { code: 'password_locked' } });
    expect(await verifyPassword(TEST_PASSWORD, await hashOf(user.id))).toBe(true);
    expect(await countOf(key)).toBe(SIGN_IN_LIMITS.perAccount.max + 1);
  });

  it('a right password below the limit is accepted and clears the count', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    for (let i = 0; i < 3; i += 1) expect((await change(token!, 'Wrong1234')).status).toBe(400);
    expect(await change(token!, TEST_PASSWORD)).toEqual({ status: 200, body: { ok: true } });
    expect(await countOf(accountKey(user.id, user.email))).toBe(0);
  });
});

describe('a new password ends the other sessions', () => {
  it('another session of the account gets 401; the one that changed it goes on; the new password signs in', async () => {
    const { user, tokens: [token, otherDevice, thirdDevice] } = await freshCustomer(db, 3);
    expect((await api.get('/user/current', otherDevice)).status).toBe(200);
    expect((await change(token!, TEST_PASSWORD, 'Changed77')).status).toBe(200);
    expect(await api.get('/user/current', otherDevice)).toMatchObject({ status: 401, body: { code: 'invalid_session_id' } });
    expect((await api.get('/user/polices', thirdDevice)).status).toBe(401);
    expect(await api.get('/user/current', token)).toMatchObject({ status: 200, body: { user: { email: user.email } } });
    expect((await api.call('POST', '/user/login', { token: await api.newSession(), body: { login: user.email, password: 'Changed77' } })).status).toBe(200);
    expect((await api.call('POST', '/user/login', { token: await api.newSession(), body: { login: user.email, password: TEST_PASSWORD } })).status).toBe(401);
  });
});
