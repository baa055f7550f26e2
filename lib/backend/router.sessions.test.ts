/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel calls on one session.
import type { Db } from './db/client';
import type { SessionMemo } from './router';
import { backendClient } from './test-client';
import { memoryDb } from './test-db';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 30_000);
afterAll(() => close());

const { call, newSession } = backendClient(() => db);
/** Signed in on a session of a known device, which logging out names. */
async function signedInToken(): Promise<{ token: string; deviceId: string }> {
  const deviceId = crypto.randomUUID();
  const login = await call('POST', '/user/login', { token: await newSession(deviceId), body: { login: 'demo@portal.test', password: 'Demo1234' } });
  expect(login.status).toBe(200);
  return { token: login.body.auth_token as string, deviceId };
}
const get = (path: string, token: string, memo: SessionMemo) => call('GET', path, { token, sessions: memo });

describe('session look-ups shared by one render', () => {
  it('looks a token up once for the reads of a render', async () => {
    const { token } = await signedInToken();
    const memo: SessionMemo = new Map();
    const answers = await Promise.all([get('/user/current', token, memo), get('/user/polices', token, memo), get('/user/getCustomerStatistics', token, memo)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(memo.size).toBe(1);
  });

  it('forgets what it knew when a call may change the session: a read after logout is refused', async () => {
    const { token, deviceId } = await signedInToken();
    const memo: SessionMemo = new Map();
    expect((await get('/user/current', token, memo)).status).toBe(200);
    const logout = await call('PATCH', '/user/logout', { token, body: { deviceId }, sessions: memo });
    expect(logout.status).toBe(200);
    expect(memo.size).toBe(0);
    expect((await get('/user/current', token, memo)).status).toBe(401);
  });

  it('does not share an unknown token look-up between tokens', async () => {
    const { token } = await signedInToken();
    const memo: SessionMemo = new Map();
    expect((await get('/user/current', 'not-a-token', memo)).status).toBe(401);
    expect((await get('/user/current', token, memo)).status).toBe(200);
  });
});
