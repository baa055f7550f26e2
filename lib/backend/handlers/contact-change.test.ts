/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel change requests and code guesses.
import { and, desc, eq } from 'drizzle-orm';
import { CONTACT_CHANGE_LIMITS, OTP_POLICY, SIGN_IN_LIMITS } from '@/lib/config/security';
import { formatPhone } from '@/lib/phone';
import { backgroundSettled } from '../background';
import type { Db } from '../db/client';
import { contactChanges, outbox, rateLimits, users } from '../db/schema';
import { backendClient, type CallOptions } from '../test-client';
import { freshCustomer, TEST_PASSWORD } from '../test-customer';
import { memoryDb } from '../test-db';

/** Issue 21, finding 2: a signed-in session alone must not be able to move the account to another address. */
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await memoryDb()), 60_000);
afterAll(async () => {
  await backgroundSettled();
  await close();
});
beforeEach(async () => {
  await backgroundSettled();
  await db.delete(rateLimits);
});

const api = backendClient(() => db);
const call = (method: string, path: string, opts: CallOptions = {}) => api.call(method, path, { ...opts, address: opts.address ?? '203.0.113.21' });
const request = (token: string, body: Record<string, unknown>, lang?: string) => call('POST', '/user/contact-change', { token, body, lang });
const confirm = (token: string, body: Record<string, unknown>, lang?: string) => call('POST', '/user/contact-change/confirm', { token, body, lang });

async function messagesTo(to: string) {
  await backgroundSettled();
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}
const codeIn = (body: string | undefined) => body?.match(/\b\d{6}\b/)?.[0];
const stored = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PATCH /user changes the details, never the e-mail or the mobile number', () => {
  it('refuses a body with an e-mail or a mobile number and changes nothing (the attack of the issue)', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    for (const body of [{ email: 'attacker@evil.example' }, { mobile: '0781234500' }, { name_en: 'Ahmad Khaled Saleh Haddad', email: 'attacker@evil.example' }]) {
      const answer = await call('PATCH', '/user', { token, body });
      expect(answer).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    }
    expect(await stored(user.id)).toMatchObject({ email: user.email, mobile: user.mobile, nameEn: user.nameEn, isVerified: true });
    // The details it is for still change.
    expect(await call('PATCH', '/user', { token, body: { name_en: 'Ahmad Khaled Saleh Haddad', city: 'aqaba' } })).toMatchObject({ status: 200, body: { user: { name_en: 'Ahmad Khaled Saleh Haddad', city: 'aqaba', email: user.email } } });
  });
});

describe('requesting a change', () => {
  it('without the right password fails, and nothing is sent or stored', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    const answer = await request(token!, { channel: 'email', value: 'attacker1@evil.example', current_password: 'Wrong1234' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'wrong_password', fields: { current_password: 'errors.wrong_password' } } });
    expect(await request(token!, { channel: 'email', value: 'attacker1@evil.example' })).toMatchObject({ status: 400, body: { fields: { current_password: 'validation.passwordRequired' } } });
    expect(await messagesTo('attacker1@evil.example')).toHaveLength(0);
    expect(await db.select().from(contactChanges).where(eq(contactChanges.userId, user.id))).toHaveLength(0);
  });

  it('wrong passwords count on the same lock-out as sign-in and change-password: past it even the right one is refused', async () => {
    const { tokens: [token] } = await freshCustomer(db);
    const answers = await Promise.all(Array.from({ length: 40 }, () => request(token!, { channel: 'email', value: 'attacker2@evil.example', current_password: 'Wrong1234' })));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(SIGN_IN_LIMITS.perAccount.max);
    expect(answers.filter((a) => a.status === 429 && a.body.code === 'password_locked')).toHaveLength(40 - SIGN_IN_LIMITS.perAccount.max);
    expect(await request(token!, { channel: 'email', value: 'attacker2@evil.example', current_password: TEST_PASSWORD })).toMatchObject({ status: 429, body: { code: 'password_locked' } });
    expect(await messagesTo('attacker2@evil.example')).toHaveLength(0);
  });

  it('refuses a value another account holds (its number in any spelling), the value the account already has, and a landline', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    const other = await freshCustomer(db, 0);
    expect(await request(token!, { channel: 'email', value: other.user.email.toUpperCase(), current_password: TEST_PASSWORD })).toMatchObject({ status: 409, body: { code: 'email_taken', fields: { value: 'errors.email_taken' } } });
    expect(await request(token!, { channel: 'mobile', value: `0${other.user.mobile.slice(4)}`, current_password: TEST_PASSWORD })).toMatchObject({ status: 409, body: { code: 'mobile_taken' } });
    expect(await request(token!, { channel: 'email', value: user.email, current_password: TEST_PASSWORD })).toMatchObject({ status: 400, body: { code: 'contact_unchanged' } });
    expect(await request(token!, { channel: 'mobile', value: '07zz', current_password: TEST_PASSWORD })).toMatchObject({ status: 400, body: { fields: { value: 'validation.phone' } } });
    expect(await request(token!, { channel: 'mobile', value: '06 461 2345', current_password: TEST_PASSWORD })).toMatchObject({ status: 400, body: { fields: { value: 'validation.mobileNeeded' } } });
  });

  it('is limited per account, so the profile cannot be used to mail or text strangers in a loop', async () => {
    const { tokens: [token] } = await freshCustomer(db);
    const statuses = [];
    for (let i = 0; i <= CONTACT_CHANGE_LIMITS.perAccount.max; i += 1) {
      statuses.push((await request(token!, { channel: 'email', value: `stranger${i}@example.com`, current_password: TEST_PASSWORD })).status);
    }
    expect(statuses).toEqual([...Array(CONTACT_CHANGE_LIMITS.perAccount.max).fill(200), 429]);
    expect(await messagesTo(`stranger${CONTACT_CHANGE_LIMITS.perAccount.max}@example.com`)).toHaveLength(0);
  });
});

describe('changing the e-mail address', () => {
  it('takes effect only with the code sent to the new address; the old one is told, other sessions end, and the pending address never resets the password', async () => {
    const { user, tokens: [token, otherDevice] } = await freshCustomer(db, 2);
    const newEmail = `moved-${user.id}@example.com`;
    const asked = await request(token!, { channel: 'email', value: newEmail.toUpperCase(), current_password: TEST_PASSWORD });
    expect(asked).toEqual({ status: 200, body: { sent: true, channel: 'email', value: newEmail, expires_in_s: OTP_POLICY.validForMs / 1000 } });
    const [codeMail] = await messagesTo(newEmail);
    expect(codeMail).toMatchObject({ channel: 'email', subject: expect.stringContaining('Confirm your new e-mail address') });
    const code = codeIn(codeMail?.body)!;
    expect(code).toHaveLength(6);
    // Only a hash of the code is stored.
    const [row] = await db.select().from(contactChanges).where(eq(contactChanges.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(code);

    // Before the code: the account keeps its address; the pending one neither signs in nor resets.
    expect((await stored(user.id)).email).toBe(user.email);
    expect((await call('POST', '/user/forget-password', { token: await api.newSession(), body: { email: newEmail } })).status).toBe(200);
    expect(await messagesTo(newEmail)).toHaveLength(1);
    const reset = await call('POST', '/user/reset-password', { token: await api.newSession(), body: { email: newEmail, code: code.slice(0, 4), password: 'Taken123!' } });
    expect(reset).toMatchObject({ status: 400, body: { code: 'otp_invalid' } });
    expect((await call('POST', '/user/login', { token: await api.newSession(), body: { login: newEmail, password: TEST_PASSWORD } })).status).toBe(401);

    // A wrong code is counted and changes nothing.
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirm(token!, { channel: 'email', code: wrong })).toMatchObject({ status: 400, body: { code: 'otp_invalid', tries_left: OTP_POLICY.maxTriesPerCode - 1 } });
    expect(await confirm(token!, { channel: 'mobile', code })).toMatchObject({ status: 400, body: { code: 'otp_invalid' } });

    const confirmed = await confirm(token!, { channel: 'email', code });
    expect(confirmed).toMatchObject({ status: 200, body: { user: { email: newEmail, mobile: user.mobile, is_verified: true } } });
    expect((await stored(user.id)).email).toBe(newEmail);
    const [notice] = await messagesTo(user.email);
    expect(notice).toMatchObject({ channel: 'email', subject: expect.stringContaining('was changed') });
    expect(notice?.body).toContain(newEmail);
    // Every other session of the account has ended; this one goes on.
    expect(await call('GET', '/user/current', { token: otherDevice })).toMatchObject({ status: 401, body: { code: 'invalid_session_id' } });
    expect(await call('GET', '/user/current', { token })).toMatchObject({ status: 200, body: { user: { email: newEmail } } });
    // The code works once.
    expect(await confirm(token!, { channel: 'email', code })).toMatchObject({ status: 400, body: { code: 'otp_expired' } });
    // The new address signs in; the old one no longer does.
    expect((await call('POST', '/user/login', { token: await api.newSession(), body: { login: newEmail, password: TEST_PASSWORD } })).status).toBe(200);
    expect((await call('POST', '/user/login', { token: await api.newSession(), body: { login: user.email, password: TEST_PASSWORD } })).status).toBe(401);
  });

  it('checks the new address is free again at the confirmation', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    const wanted = `contested-${user.id}@example.com`;
    await request(token!, { channel: 'email', value: wanted, current_password: TEST_PASSWORD });
    const code = codeIn((await messagesTo(wanted))[0]?.body)!;
    const other = await freshCustomer(db, 0);
    await db.update(users).set({ email: wanted }).where(eq(users.id, other.user.id));
    expect(await confirm(token!, { channel: 'email', code })).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    expect((await stored(user.id)).email).toBe(user.email);
  });

  it('counts code tries before comparing: 40 parallel guesses get at most the tries of one code', async () => {
    const { user, tokens: [token] } = await freshCustomer(db);
    const wanted = `guessed-${user.id}@example.com`;
    await request(token!, { channel: 'email', value: wanted, current_password: TEST_PASSWORD });
    const code = codeIn((await messagesTo(wanted))[0]?.body)!;
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => confirm(token!, { channel: 'email', code: guess })));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(OTP_POLICY.maxTriesPerCode - 1);
    expect(answers.filter((a) => a.status === 429 && a.body.code === 'otp_tries_exceeded')).toHaveLength(40 - OTP_POLICY.maxTriesPerCode + 1);
    expect(await confirm(token!, { channel: 'email', code })).toMatchObject({ status: 429, body: { code: 'otp_tries_exceeded' } });
    const [row] = await db.select().from(contactChanges).where(and(eq(contactChanges.userId, user.id)));
    expect(row?.attempts).toBe(OTP_POLICY.maxTriesPerCode);
    expect((await stored(user.id)).email).toBe(user.email);
  });
});

describe('changing the mobile number', () => {
  it('sends the code by SMS to the new number in Arabic; once confirmed, the old number and the e-mail are told and other sessions end', async () => {
    const { user, tokens: [token, otherDevice] } = await freshCustomer(db, 2);
    // Arabic is the account's language for messages: the code goes in it, asked from an English screen.
    await db.update(users).set({ language: 'ar' }).where(eq(users.id, user.id));
    // Typed in the local form, kept in E.164 (lib/phone).
    const typed = `0785${String(user.id).padStart(6, '0')}`;
    const newMobile = `+962785${String(user.id).padStart(6, '0')}`;
    const asked = await request(token!, { channel: 'mobile', value: typed, current_password: TEST_PASSWORD }, 'en');
    expect(asked).toMatchObject({ status: 200, body: { channel: 'mobile', value: newMobile } });
    const [sms] = await messagesTo(newMobile);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.body).toContain('رمز اعتماد هذا الرقم');
    expect((await stored(user.id)).mobile).toBe(user.mobile);
    // Pending, the number is not the account's: sign-in with it fails.
    expect((await call('POST', '/user/login', { token: await api.newSession(), body: { login: typed, password: TEST_PASSWORD } })).status).toBe(401);

    const confirmed = await confirm(token!, { channel: 'mobile', code: codeIn(sms?.body)!.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) }, 'ar');
    expect(confirmed).toMatchObject({ status: 200, body: { user: { mobile: newMobile, is_verified: true } } });
    const [oldSms] = await messagesTo(user.mobile);
    expect(oldSms).toMatchObject({ channel: 'sms' });
    expect(oldSms?.body).toContain('تم تغيير رقم الهاتف المحمول');
    expect(oldSms?.body).toContain(formatPhone(newMobile));
    expect((await messagesTo(user.email))[0]).toMatchObject({ channel: 'email', subject: expect.stringContaining('تم تغيير رقم الهاتف المحمول') });
    expect((await call('GET', '/user/current', { token: otherDevice })).status).toBe(401);
    expect((await call('POST', '/user/login', { token: await api.newSession(), body: { login: typed, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('is refused to accounts that may not use the portal', async () => {
    for (const email of ['new@portal.test', 'rejected@portal.test', 'blocked@portal.test', 'review@portal.test']) {
      const token = await api.signIn(email, TEST_PASSWORD, `192.0.2.${email.length}`);
      expect((await request(token, { channel: 'mobile', value: '0781111199', current_password: TEST_PASSWORD })).status).toBe(403);
    }
    expect(await messagesTo('0781111199')).toHaveLength(0);
  });
});
