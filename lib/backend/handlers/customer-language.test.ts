/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, policies, users } from '../db/schema';
import { sendRenewalLink } from '../contracts/renewals/links';
import { DEMO_RENEWAL_TOKENS } from '../seeds/renewals';
import { claimsKit } from '../test-claims';
import { backendClient } from '../test-client';
import { freshCustomer, TEST_PASSWORD } from '../test-customer';
import { databaseForFile } from '../test-db';
import { signUpKit } from '../test-sign-up';

/**
 * users.language, the language for messages: set at sign-up to the sign-up's language, changed only on
 * the profile (PATCH /user `message_language`), never by the language of a screen. Every text message
 * and e-mail to the customer is written in it, whoever causes it: the customer, the desk, the company.
 */
jest.setTimeout(60_000);
let db: Db;
databaseForFile('customer-language-test', (opened) => ({ db } = opened), { env: { PUBLIC_ORIGIN: undefined, PORT: '3140' } });

const client = backendClient(() => db);
const { call, newSession } = client;
const kit = claimsKit(() => db);
const languageOf = async (id: number) => (await db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;
const lastSmsTo = async (mobile: string) => (await db.select().from(outbox).where(and(eq(outbox.to, mobile), eq(outbox.channel, 'sms'))).orderBy(desc(outbox.id)).limit(1))[0];

it('the seed sends demo@ its renewal link in its language (Arabic), with an absolute link', async () => {
  const [demo] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
  expect(demo?.language).toBe('ar');
  const bodies = (await db.select().from(outbox).where(eq(outbox.to, demo!.mobile))).map((m) => m.body);
  const link = bodies.find((b) => b.includes(DEMO_RENEWAL_TOKENS.valid));
  expect(link).toBe(`حان موعد تجديد تأمين سيارتك رقم ${link!.match(/رقم (\S+)\./)![1]}. جدّده من هنا: http://localhost:3140/ar/renewal?token=${DEMO_RENEWAL_TOKENS.valid}`);
});

it('a sign-up in Arabic chooses Arabic for messages: the answer says so, and the code goes in Arabic', async () => {
  const { scanned } = signUpKit(client, '10.8.1');
  const { token, journeyId, address } = await scanned();
  const created = await call('POST', '/user', {
    token, address, lang: 'ar',
    body: {
      nationality: 'JO', national_id: '9712340901', name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef', mobile: '0786660901',
      email: 'language-signup@example.com', password: 'Secret123', journey_id: journeyId, city: 'amman', employer: 'private', monthly_income: '500-1000',
    },
  });
  expect(created.status).toBe(200);
  expect(created.body.user.message_language).toBe('ar');
  const code = await lastSmsTo('+962786660901');
  expect(code?.language).toBe('ar');
  expect(code?.body).toMatch(/[\u0600-\u06FF]/);
});

it('neither a sign-in nor a screen in another language changes it; the profile does', async () => {
  const { user } = await freshCustomer(db);
  expect(user.language).toBe('en');
  const signedIn = await call('POST', '/user/login', { token: await newSession(), body: { login: user.email, password: TEST_PASSWORD }, lang: 'ar', address: '10.7.0.1' });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.user.message_language).toBe('en');
  const token = signedIn.body.auth_token as string;
  await call('GET', `/user/${user.id}/polices`, { token, lang: 'ar' });
  expect(await languageOf(user.id)).toBe('en');

  const changed = await call('PATCH', '/user', { token, lang: 'en', body: { message_language: 'ar' } });
  expect(changed.status).toBe(200);
  expect(changed.body.user.message_language).toBe('ar');
  await call('GET', '/user/current', { token, lang: 'en' });
  expect(await languageOf(user.id)).toBe('ar');
});

it('the profile refuses a language the portal does not write in, on the field', async () => {
  const { tokens } = await freshCustomer(db);
  const refused = await call('PATCH', '/user', { token: tokens[0], body: { message_language: 'fr' } });
  expect(refused.status).toBe(400);
  expect(refused.body.fields).toEqual({ message_language: 'profile.validation.messageLanguage' });
});

it('a claim of a customer who chose Arabic is told in Arabic from an English screen and the desk\'s, then in English once the profile says so', async () => {
  const owner = await kit.customer('ar');
  const care = await kit.careToken();
  // Reported from an English screen.
  const reported = await kit.report(owner.token, await kit.homeReport(owner.token, owner.home.id), 'en');
  expect(reported.status).toBe(200);
  const id = reported.body.claim.id as number;
  const acknowledged = await lastSmsTo(owner.user.mobile);
  expect(acknowledged?.language).toBe('ar');
  expect(acknowledged?.body).toMatch(/[\u0600-\u06FF]/);
  expect(acknowledged?.body).toContain(`http://localhost:3140/ar/claims/${id}`);

  // The desk works in English: the customer's message is still Arabic.
  expect((await kit.desk(care.token, id, 'request-documents', { documents: [{ key: 'invoices' }] })).status).toBe(200);
  const asked = await lastSmsTo(owner.user.mobile);
  expect(asked?.language).toBe('ar');
  expect(asked?.body).toContain(`http://localhost:3140/ar/claims/${id}`);

  // English for messages, chosen on an Arabic profile page; the customer then answers from an Arabic screen.
  expect((await call('PATCH', '/user', { token: owner.token, lang: 'ar', body: { message_language: 'en' } })).status).toBe(200);
  const request = (await call('GET', `/claims/${id}`, { token: owner.token, lang: 'ar' })).body.claim.requests[0];
  const sent = await call('POST', `/claims/${id}/documents`, { token: owner.token, lang: 'ar', body: { request_id: request.id, upload_ids: [await kit.upload(owner.token, 'invoice.png')] } });
  expect(sent.status).toBe(200);
  const provided = await lastSmsTo(owner.user.mobile);
  expect(provided?.language).toBe('en');
  expect(provided?.body).not.toMatch(/[\u0600-\u06FF]/);
  expect(provided?.body).toContain(`http://localhost:3140/en/claims/${id}`);
});

it('a renewal link the company sends goes in the language for messages, not the last screen\'s', async () => {
  const { user, tokens } = await freshCustomer(db);
  const [contract] = await db.select({ id: policies.id }).from(policies).where(eq(policies.line, 'motor')).limit(1);
  await db.update(policies).set({ userId: user.id }).where(eq(policies.id, contract!.id));

  await call('GET', '/user/current', { token: tokens[0], lang: 'ar' });
  const enToken = await sendRenewalLink(db, contract!.id, new Date());
  expect((await lastSmsTo(user.mobile))?.body).toMatch(new RegExp(`^Your car insurance \\S+ is due for renewal\\. Renew it here: http://localhost:3140/en/renewal\\?token=${enToken}$`));

  await call('PATCH', '/user', { token: tokens[0], lang: 'en', body: { message_language: 'ar' } });
  const arToken = await sendRenewalLink(db, contract!.id, new Date());
  expect((await lastSmsTo(user.mobile))?.body).toMatch(new RegExp(`^حان موعد تجديد تأمين سيارتك رقم \\S+\\. جدّده من هنا: http://localhost:3140/ar/renewal\\?token=${arToken}$`));
});
