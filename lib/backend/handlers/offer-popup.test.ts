/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel reads and marks of one popup.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offerViews, sessions, users } from '../db/schema';
import { backendClient } from '../test-client';
import { freshCustomer, TEST_PASSWORD } from '../test-customer';
import { databaseForFile } from '../test-db';

/** The dashboard's offer popup: once per offer and customer, recorded in the backend; never in a sign-up's session. */
jest.setTimeout(60_000); // logins hash passwords, and 40 calls race on a machine shared with other builds
let db: Db;
databaseForFile('offer-popup-test', (opened) => ({ db } = opened));

const { call, newSession } = backendClient(() => db);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');

const popup = async (token: string, lang = 'en') => (await call('GET', '/offer-popup', { token, lang })).body.offer;
const viewsOf = (userId: number) => db.select().from(offerViews).where(eq(offerViews.userId, userId));

it('shows the newest offer until it is seen, then not again, on this session or the next', async () => {
  const { user, tokens } = await freshCustomer(db, 2);
  const offer = await popup(tokens[0]!);
  expect(offer).toMatchObject({ title: '15% off comprehensive car insurance' });
  expect((await popup(tokens[1]!, 'ar'))?.title).toBe('خصم 15% على التأمين الشامل للسيارات');

  // 40 parallel "seen" calls (tabs, a double click, retries): every one answers, one record.
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => call('POST', `/offer-popup/${offer.id}/seen`, { token: tokens[i % 2]! })));
  expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
  expect(await viewsOf(user.id)).toHaveLength(1);

  expect(await popup(tokens[0]!)).toBeNull();
  // A later sign-in: still seen (older offers do not take its place).
  const signedIn = await call('POST', '/user/login', { token: await newSession(), body: { login: user.email, password: TEST_PASSWORD }, address: '10.8.0.1' });
  expect(signedIn.status).toBe(200);
  expect(await popup(signedIn.body.auth_token)).toBeNull();
  // Another customer has not seen it.
  expect((await popup((await freshCustomer(db)).tokens[0]!))?.id).toBe(offer.id);
});

it('40 parallel questions of one customer all show it until it is seen; a seen record is one row whatever the race', async () => {
  const { user, tokens } = await freshCustomer(db);
  const shown = await Promise.all(Array.from({ length: 40 }, () => popup(tokens[0]!)));
  expect(new Set(shown.map((o) => o?.id)).size).toBe(1);
  const id = shown[0].id;
  await Promise.all(Array.from({ length: 40 }, () => call('POST', `/offer-popup/${id}/seen`, { token: tokens[0]! })));
  expect(await db.select().from(offerViews).where(and(eq(offerViews.userId, user.id), eq(offerViews.offerId, id)))).toHaveLength(1);
  expect(await popup(tokens[0]!)).toBeNull();
});

it('an unknown or malformed offer is a 404 and records nothing', async () => {
  const { user, tokens } = await freshCustomer(db);
  for (const id of ['999999', 'abc', '0', '99999999999']) {
    const answer = await call('POST', `/offer-popup/${id}/seen`, { token: tokens[0]! });
    expect([id, answer.status, answer.body.code]).toEqual([id, 404, 'offer_not_found']);
  }
  expect(await viewsOf(user.id)).toHaveLength(0);
});

it('is never shown in the session a sign-up made; the next sign-in makes a normal session that shows it', async () => {
  const token = await newSession();
  const upload = async () => (await call('POST', '/uploads?purpose=identity', {
    token, body: PNG, address: '10.8.1.1', headers: { 'content-type': 'image/png', 'x-file-name': 'id.png' },
  })).body.id as string;
  const documents = [{ side: 'front', upload_id: await upload() }, { side: 'back', upload_id: await upload() }];
  const journeyId = (await call('POST', '/user/initiate', { token, body: { documents } })).body.journey_id;
  const created = await call('POST', '/user', {
    token, address: '10.8.1.1', lang: 'ar',
    body: {
      nationality: 'JO', national_id: '9912345678', name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
      mobile: '0795551234', email: 'popup-signup@example.com', password: 'Secret123', journey_id: journeyId, city: 'amman', employer: 'private', monthly_income: '500-1000',
    },
  });
  expect(created.status).toBe(200);
  const userId = created.body.user.id as number;
  // The sign-up records its language for the messages sent later (users.language).
  expect((await db.select().from(users).where(eq(users.id, userId)))[0]?.language).toBe('ar');
  await db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
  const signUpToken = created.body.auth_token as string;
  expect((await db.select().from(sessions).where(eq(sessions.userId, userId)))[0]?.fromSignUp).toBe(true);
  expect((await call('GET', '/offer-popup', { token: signUpToken })).body).toEqual({ offer: null });

  const signedIn = await call('POST', '/user/login', { token: await newSession(), body: { login: 'popup-signup@example.com', password: 'Secret123' }, address: '10.8.1.2' });
  expect(signedIn.status).toBe(200);
  expect(await popup(signedIn.body.auth_token)).toMatchObject({ title: '15% off comprehensive car insurance' });
  expect(await viewsOf(userId)).toHaveLength(0);
});
