/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, policies, users } from '../db/schema';
import { sendRenewalLink } from '../contracts/renewals/links';
import { DEMO_RENEWAL_TOKENS } from '../seeds/renewals';
import { backendClient } from '../test-client';
import { freshCustomer, TEST_PASSWORD } from '../test-customer';
import { databaseForFile } from '../test-db';

/**
 * users.language: set at sign-up, at sign-in and by every signed-in call in another language; used by
 * what the company sends on its own (here the renewal link, also the seed's).
 */
jest.setTimeout(60_000);
let db: Db;
databaseForFile('customer-language-test', (opened) => ({ db } = opened), { env: { PUBLIC_ORIGIN: undefined, PORT: '3140' } });

const { call, newSession } = backendClient(() => db);
const languageOf = async (id: number) => (await db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;
const lastSmsTo = async (mobile: string) => (await db.select().from(outbox).where(and(eq(outbox.to, mobile), eq(outbox.channel, 'sms'))).orderBy(desc(outbox.id)).limit(1))[0]?.body;

it('the seed sends demo@ its renewal link in its language (Arabic), with an absolute link', async () => {
  const [demo] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
  expect(demo?.language).toBe('ar');
  const bodies = (await db.select().from(outbox).where(eq(outbox.to, demo!.mobile))).map((m) => m.body);
  const link = bodies.find((b) => b.includes(DEMO_RENEWAL_TOKENS.valid));
  expect(link).toBe(`حان موعد تجديد تأمين سيارتك رقم ${link!.match(/رقم (\S+)\./)![1]}. جدّده من هنا: http://localhost:3140/ar/renewal?token=${DEMO_RENEWAL_TOKENS.valid}`);
});

it('a sign-in records the language of the request, a signed-in call in another one too, a call that states none changes nothing', async () => {
  const { user } = await freshCustomer(db);
  expect(user.language).toBe('en');
  const signedIn = await call('POST', '/user/login', { token: await newSession(), body: { login: user.email, password: TEST_PASSWORD }, lang: 'ar', address: '10.7.0.1' });
  expect(signedIn.status).toBe(200);
  expect(await languageOf(user.id)).toBe('ar');
  const token = signedIn.body.auth_token as string;

  // The customer switches to English: the first screen in it asks for the current user in English.
  expect((await call('GET', '/user/current', { token, lang: 'en' })).status).toBe(200);
  expect(await languageOf(user.id)).toBe('en');
  await call('GET', '/user/current', { token });
  expect(await languageOf(user.id)).toBe('en');
  await call('GET', `/user/${user.id}/polices`, { token, lang: 'ar' });
  expect(await languageOf(user.id)).toBe('ar');
});

it('a renewal link the company sends goes in the language the customer last used, with an absolute link', async () => {
  const { user, tokens } = await freshCustomer(db);
  const [contract] = await db.select({ id: policies.id }).from(policies).where(eq(policies.line, 'motor')).limit(1);
  await db.update(policies).set({ userId: user.id }).where(eq(policies.id, contract!.id));

  await call('GET', '/user/current', { token: tokens[0], lang: 'ar' });
  const arToken = await sendRenewalLink(db, contract!.id, new Date());
  expect(await lastSmsTo(user.mobile)).toMatch(new RegExp(`^حان موعد تجديد تأمين سيارتك رقم \\S+\\. جدّده من هنا: http://localhost:3140/ar/renewal\\?token=${arToken}$`));

  await call('GET', '/user/current', { token: tokens[0], lang: 'en' });
  const enToken = await sendRenewalLink(db, contract!.id, new Date());
  expect(await lastSmsTo(user.mobile)).toMatch(new RegExp(`^Your car insurance \\S+ is due for renewal\\. Renew it here: http://localhost:3140/en/renewal\\?token=${enToken}$`));
});
