/** @jest-environment node */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, users } from '../db/schema';
import { backendClient } from '../test-client';
import { freshCustomer } from '../test-customer';
import { databaseForFile } from '../test-db';

/** GET /otp/state: the code screen is told whether a code that can still be used was sent, and when a new one may be asked for. */
let db: Db;
databaseForFile('otp-state-test', (opened) => ({ db } = opened));

const { call } = backendClient(() => db);

async function unverified() {
  const { user, tokens } = await freshCustomer(db);
  await db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));
  return { user, token: tokens[0]! };
}

it('says nothing was sent until a code is, then where it went and when a new one may be asked for', async () => {
  const { user, token } = await unverified();
  const before = await call('GET', '/otp/state', { token });
  expect(before.status).toBe(200);
  expect(before.body).toEqual({ sent: false, mobile_hint: `077 ••• •${user.mobile.slice(-3)}`, resend_after_s: 0 });

  expect((await call('POST', '/otp/send', { token, address: '10.9.0.1' })).status).toBe(200);
  const after = await call('GET', '/otp/state', { token });
  expect(after.body.sent).toBe(true);
  expect(after.body.mobile_hint).toBe(`077 ••• •${user.mobile.slice(-3)}`);
  expect(after.body.resend_after_s).toBeGreaterThan(55);
  expect(after.body.resend_after_s).toBeLessThanOrEqual(60);
});

it('a code tried too often is no longer a sent code', async () => {
  const { user, token } = await unverified();
  await call('POST', '/otp/send', { token, address: '10.9.0.2' });
  const [sms] = await db.select().from(outbox).where(eq(outbox.to, user.mobile)).orderBy(desc(outbox.id)).limit(1);
  const wrong = sms?.body.includes('9999') ? '1111' : '9999';
  for (let i = 0; i < 5; i += 1) await call('POST', '/otp/verify', { token, body: { code: wrong } });
  expect((await call('GET', '/otp/state', { token })).body.sent).toBe(false);
});

it('is only for a signed-in user whose number is not yet confirmed', async () => {
  const { tokens } = await freshCustomer(db);
  expect((await call('GET', '/otp/state', { token: tokens[0] })).status).toBe(403);
  expect((await call('GET', '/otp/state')).status).toBe(401);
});
