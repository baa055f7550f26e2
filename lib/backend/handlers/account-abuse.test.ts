/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel sign-ins against the lock-out.
import { desc, eq } from 'drizzle-orm';
import { CONTACT_CHANGE_LIMITS, OTP_ALARM, OTP_POLICY, PASSWORD_RESET_LIMITS, SIGN_IN_LIMITS } from '@/lib/config/security';
import { hashPassword } from '../accounts/auth/password';
import { backgroundSettled } from '../background';
import { signInAlertMail } from '../accounts/notices/sign-in-alert';
import type { Db } from '../db/client';
import { otpCodes, outbox, rateLimits, users } from '../db/schema';
import { backendClient, type CallOptions } from '../test-client';
import { memoryDb } from '../test-db';
import { paying, solveProof } from '../accounts/pow/test-proof';

/** Issue 8, findings 1, 2, 7 and 8, tried against the backend as an attacker would. */
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
/** Every call comes from one client address unless it names another. */
const call = (method: string, path: string, opts: CallOptions = {}) => api.call(method, path, { ...opts, address: opts.address ?? '203.0.113.1' });
const { newSession } = api;
const login = async (body: { login: string; password: string; code?: string }, address?: string) =>
  call('POST', '/user/login', { token: await newSession(), body, address });
const signedIn = (email: string) => api.signIn(email, 'Demo1234', '192.0.2.200');
async function latestSms(mobile: string): Promise<string | undefined> {
  await backgroundSettled();
  const rows = await db.select().from(outbox).where(eq(outbox.to, mobile));
  return rows.sort((a, b) => b.id - a.id)[0]?.body.match(/\d{4}/)?.[0];
}

describe('finding 1: sign-in guessing', () => {
  it('checks at most the limit of 300 parallel wrong passwords for one account; the rest are 429', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => login({ login: 'demo@portal.test', password: 'Wrong1234' })));
    const checked = answers.filter((a) => a.status === 401);
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount.max);
    // The rest ask for the code, or, once the address's checks are under pressure, first for a proof of work.
    const held = answers.filter((a) => (a.status === 429 && a.body.code === 'login_code_required') || (a.status === 428 && a.body.code === 'pow_required'));
    expect(held).toHaveLength(300 - checked.length);
    // Even the right password is no longer enough on its own.
    expect((await login({ login: 'demo@portal.test', password: 'Demo1234' })).status).toBe(429);
  }, 180_000);

  it('counts every spelling of a mobile number, and of an e-mail, on one key', async () => {
    const spellings = ['0790000003', '+962790000003', '962790000003', '00962 79 000 0003', '00962790000003', '٠٧٩٠٠٠٠٠٠٣', '079 000 0003', 'REVIEW@portal.test'];
    const answers = [];
    for (const spelling of spellings.concat(spellings)) answers.push(await login({ login: spelling, password: 'Wrong1234' }, `198.51.100.${answers.length}`));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount.max);
    expect(answers.slice(SIGN_IN_LIMITS.perAccount.max).every((a) => a.status === 429)).toBe(true);
  });

  it('counts made-up logins by their canonical spelling too, and answers them like real ones', async () => {
    const answers = [];
    for (const spelling of ['0781234567', '+962781234567', '962781234567', '00962 78 123 4567']) {
      for (let i = 0; i < 3; i += 1) answers.push(await login({ login: spelling, password: 'Wrong1234' }, `198.51.100.${answers.length}`));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(401), 429, 429]);
    // Known accounts answer the same way, wrong password and limit alike.
    const known = [];
    for (let i = 0; i < 11; i += 1) known.push(await login({ login: 'new@portal.test', password: 'Wrong1234' }, `192.0.2.${i}`));
    expect(known[0]).toEqual(answers[0]);
    expect(known[10]).toEqual(answers[11]);
  });
});

describe('finding 2: one client cannot lock everyone out, and an attack does not lock the owner out', () => {
  it('about 50 failures on made-up e-mails do not block the right password from the same address', async () => {
    for (let i = 0; i < 50; i += 1) expect((await login({ login: `nobody${i}@example.com`, password: 'Wrong1234' }, '203.0.113.66')).status).toBe(401);
    expect((await login({ login: 'demo@portal.test', password: 'Demo1234' }, '203.0.113.66')).status).toBe(200);
  }, 60_000);

  it('past the address limit the address needs the code as well; other addresses are not touched', async () => {
    const attacker = '203.0.113.77';
    await db.insert(rateLimits).values({ key: `signin:address:${attacker}`, count: SIGN_IN_LIMITS.perAddress.max, windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    expect(await login({ login: 'nobody@example.com', password: 'Wrong1234' }, attacker)).toMatchObject({ status: 429, body: { code: 'login_code_required' } });
    expect((await login({ login: 'demo@portal.test', password: 'Demo1234' }, '203.0.113.78')).status).toBe(200);
    // The owner behind the same address: the code goes to their phone for this device, which then passes with it.
    const device = await newSession();
    const held = await call('POST', '/user/login', { token: device, body: { login: 'demo@portal.test', password: 'Demo1234' }, address: attacker });
    expect(held).toMatchObject({ status: 429, body: { code: 'login_code_required' } });
    const code = await latestSms('+962790000001');
    expect((await call('POST', '/user/login', { token: device, body: { login: 'demo@portal.test', password: 'Demo1234', code }, address: attacker })).status).toBe(200);
  });

  it('the owner of an account under attack signs in with the password and the code sent to their phone for their device', async () => {
    const before = (await db.select().from(outbox).where(eq(outbox.to, '+962790000001'))).length;
    for (let i = 0; i < 15; i += 1) await login({ login: 'demo@portal.test', password: 'Wrong1234' }, `198.51.100.${i}`);
    await backgroundSettled();
    // Wrong passwords send nothing: only the right one has a code sent.
    expect((await db.select().from(outbox).where(eq(outbox.to, '+962790000001'))).length).toBe(before);
    const device = await newSession();
    const owner = (body: { password: string; code?: string }) => call('POST', '/user/login', { token: device, body: { login: 'demo@portal.test', ...body } });
    expect(await owner({ password: 'Demo1234' })).toMatchObject({ status: 429, body: { code: 'login_code_required' } });
    const code = (await latestSms('+962790000001'))!;
    expect((await db.select().from(outbox).where(eq(outbox.to, '+962790000001'))).length).toBe(before + 1);
    // A wrong password with the right code is refused, and uses the code up.
    expect((await owner({ password: 'Wrong1234', code })).status).toBe(401);
    expect((await owner({ password: 'Demo1234', code })).status).toBe(401);
    await owner({ password: 'Demo1234' });
    const fresh = (await latestSms('+962790000001'))!;
    // The code is this device's: another device cannot use it.
    expect((await login({ login: 'demo@portal.test', password: 'Demo1234', code: fresh })).status).toBe(401);
    expect((await owner({ password: 'Demo1234', code: fresh })).status).toBe(200);
    // Signed in: the account's count starts again.
    expect((await login({ login: 'demo@portal.test', password: 'Demo1234' })).status).toBe(200);
  }, 60_000);
});

describe('finding 7: SMS pumping', () => {
  it('a rejected, blacklisted or refer account can neither change its number nor send codes', async () => {
    for (const email of ['rejected@portal.test', 'blocked@portal.test', 'review@portal.test']) {
      const token = await signedIn(email);
      expect((await call('POST', '/user/contact-change', { token, body: { channel: 'mobile', value: '0781111111', current_password: 'Demo1234' } })).status).toBe(403);
      expect((await call('POST', '/otp/send', { token })).status).toBe(403);
    }
    expect(await db.select().from(outbox).where(eq(outbox.to, '+962781111111'))).toHaveLength(0);
  });

  it('number changes are capped, so a customer cannot text strangers in a loop', async () => {
    const token = await signedIn('renewals@portal.test');
    const numbers = Array.from({ length: 8 }, (_, i) => `078100000${i}`);
    // Typed in the local form, written to the outbox in E.164.
    const stored = numbers.map((n) => `+962${n.slice(1)}`);
    const results: number[] = [];
    for (const mobile of numbers) {
      results.push((await call('POST', '/user/contact-change', { token, body: { channel: 'mobile', value: mobile, current_password: 'Demo1234' } })).status);
    }
    const texts = await db.select().from(outbox);
    const toStrangers = texts.filter((m) => stored.includes(m.to));
    expect(toStrangers).toHaveLength(CONTACT_CHANGE_LIMITS.perAccount.max);
    expect(results.slice(CONTACT_CHANGE_LIMITS.perAccount.max).every((s) => s === 429)).toBe(true);
  });

  it('the portal-wide figure is an alarm, not a stop: past it every code costs a proof of work, and still goes', async () => {
    await db.insert(rateLimits).values({ key: 'otp:all', count: OTP_ALARM.max * 10, windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    const token = await signedIn('new@portal.test');
    const asked = await call('POST', '/otp/send', { token, address: '192.0.2.55' });
    expect(asked).toMatchObject({ status: 428, body: { code: 'pow_required', challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } } } });
    const sent = await call('POST', '/otp/send', { token, address: '192.0.2.55', body: { pow: await solveProof(asked.body.challenge) } });
    expect(sent).toMatchObject({ status: 200, body: { sent: true } });
  });
});

describe('finding 8: account discovery through forget-password', () => {
  it('answers a known and an unknown e-mail the same, proof of work included; the login\'s texts spent, the reset goes as a link', async () => {
    const ask = (email: string, i: number) => async (pow?: string) =>
      call('POST', '/user/forget-password', { token: await newSession(), body: { email, pow }, address: `198.51.100.${i}` });
    const known = [];
    const unknown = [];
    for (let i = 0; i < 7; i += 1) known.push(await ask('demo@portal.test', i)());
    for (let i = 0; i < 7; i += 1) unknown.push(await ask('nobody@portal.test', i + 10)());
    const shape = (a: { status: number; body: { code?: string } }) => [a.status, a.body.code];
    expect(unknown.map(shape)).toEqual(known.map(shape));
    // Past half of the login's text messages, each request first costs a proof of work: none is refused.
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 428, 428, 428, 428]);
    for (let i = 3; i < 7; i += 1) expect((await paying(ask('demo@portal.test', i + 20))).status).toBe(200);
    await backgroundSettled();
    // The known account got its codes, after the answers, by SMS while the login's texts lasted, then links by e-mail,
    // in the language demo@ chose for messages (Arabic), whatever the asking screen's.
    const sms = await db.select().from(outbox).where(eq(outbox.to, '+962790000001'));
    expect(sms.filter((m) => /رمز إعادة تعيين كلمة المرور/.test(m.body))).toHaveLength(PASSWORD_RESET_LIMITS.textsPerLogin.max);
    const mails = await db.select().from(outbox).where(eq(outbox.to, 'demo@portal.test'));
    expect(mails.filter((m) => m.subject === 'إعادة تعيين كلمة المرور')).toHaveLength(2);
    expect(mails.find((m) => m.subject === 'إعادة تعيين كلمة المرور')?.body).toMatch(/http:\/\/localhost:\d+\/ar\/reset-password#token=[A-Za-z0-9_-]{43}\n/);
  }, 60_000);

  it('limits requests per address for known and unknown e-mails alike; past half of it each costs a proof of work', async () => {
    const answers = [];
    for (let i = 0; i < 22; i += 1) {
      const token = await newSession();
      answers.push(await paying((pow) => call('POST', '/user/forget-password', { token, body: { email: `user${i}@portal.test`, pow }, address: '203.0.113.5' })));
    }
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(20).map((a) => a.status)).toEqual([429, 429]);
    // A neighbouring address has its own budget, and counts on the network's with it.
    expect((await call('POST', '/user/forget-password', { token: await newSession(), body: { email: 'user0@portal.test' }, address: '203.0.113.6' })).status).toBe(200);
    const [network] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'reset-request:network:203.0.113.0/24'));
    expect(network?.count).toBe(21);
  }, 60_000);

  it('tries a reset code only from the device that asked for it, limits tries per address, and answers wrong, expired and unknown codes alike', async () => {
    const device = await newSession();
    expect((await call('POST', '/user/forget-password', { token: device, body: { email: 'demo@portal.test' } })).status).toBe(200);
    await backgroundSettled();
    const code = (await latestSms('+962790000001'))!;
    const tries = [];
    // Anyone else's tries, even with the right code, go to no code of theirs.
    for (let i = 0; i < 10; i += 1) tries.push(await call('POST', '/user/reset-password', { token: await newSession(), body: { email: 'demo@portal.test', code: i === 0 ? code : '0000', password: 'Newpass123!' }, address: `198.51.100.${i}` }));
    expect(tries.every((t) => t.status === 400 && t.body.code === 'otp_invalid' && t.body.tries_left === undefined)).toBe(true);
    const unknown = await call('POST', '/user/reset-password', { token: await newSession(), body: { email: 'nobody@portal.test', code: '0000', password: 'Newpass123!' } });
    expect(unknown).toEqual(tries[1]);
    const fromOneAddress = [];
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.resetTriesPerAddress.max; i += 1) {
      fromOneAddress.push((await call('POST', '/user/reset-password', { token: device, body: { email: 'nobody@portal.test', code: '0000', password: 'Newpass123!' }, address: '203.0.113.9' })).status);
    }
    expect(fromOneAddress.at(-1)).toBe(429);
    expect((await call('POST', '/user/reset-password', { token: device, body: { email: 'demo@portal.test', code, password: 'Newpass123!' } })).status).toBe(200);
    await db.update(users).set({ passwordHash: await hashPassword('Demo1234') }).where(eq(users.email, 'demo@portal.test'));
  });
});

describe('an attacker who knows only an e-mail cannot keep its owner out', () => {
  const email = 'barred@portal.test';
  const mobile = '+962790000007';
  const attacker = '203.0.113.166';
  const texts = async () => (await db.select().from(outbox).where(eq(outbox.to, mobile))).length;
  const alerts = async () => (await db.select().from(outbox).where(eq(outbox.to, email)))
    .filter((m) => m.subject === signInAlertMail('en').subject);

  it('after wrong passwords, wrong codes and resets from one address, the owner signs in with a code and resets from their own devices; they are told once', async () => {
    const sentBefore = await texts();
    for (let i = 0; i < 14; i += 1) await login({ login: email, password: 'Wrong1234' }, attacker);
    const attackerDevice = await newSession();
    for (let i = 0; i < 12; i += 1) {
      const answer = await call('POST', '/user/login', { token: i % 2 ? attackerDevice : await newSession(), body: { login: email, password: 'Wrong1234', code: String(1000 + i) }, address: attacker });
      expect(answer.status).toBe(401);
    }
    const resets = [];
    for (let i = 0; i < 6; i += 1) {
      const token = await newSession();
      resets.push((await paying((pow) => call('POST', '/user/forget-password', { token, body: { email, pow }, address: attacker }))).status);
    }
    // One address gets its share of the login's resets, never the whole budget.
    expect(resets.filter((s) => s === 200)).toHaveLength(PASSWORD_RESET_LIMITS.requestsPerLoginAndAddress.max);
    for (let i = 0; i < 12; i += 1) await call('POST', '/user/reset-password', { token: await newSession(), body: { email, code: String(2000 + i), password: 'Newpass123!' }, address: attacker });
    await backgroundSettled();
    // Nothing but the attacker's own resets reached the owner's phone.
    expect(await texts()).toBe(sentBefore + PASSWORD_RESET_LIMITS.requestsPerLoginAndAddress.max);
    expect(await alerts()).toHaveLength(1);

    const phone = await newSession();
    const owner = (body: { password: string; code?: string }) => call('POST', '/user/login', { token: phone, body: { login: email, ...body }, address: '192.0.2.31' });
    expect(await owner({ password: 'Demo1234' })).toMatchObject({ status: 429, body: { code: 'login_code_required' } });
    const code = (await latestSms(mobile))!;
    expect((await owner({ password: 'Demo1234', code })).status).toBe(200);

    const laptop = await newSession();
    expect((await paying((pow) => call('POST', '/user/forget-password', { token: laptop, body: { email, pow }, address: '192.0.2.32' }))).status).toBe(200);
    const resetCode = (await latestSms(mobile))!;
    expect((await call('POST', '/user/reset-password', { token: laptop, body: { email, code: resetCode, password: 'Newpass123!' }, address: '192.0.2.32' })).status).toBe(200);
    expect((await login({ login: email, password: 'Newpass123!' }, '192.0.2.33')).status).toBe(200);

    // The account crosses its limit again the same day: no second e-mail.
    for (let i = 0; i < 12; i += 1) await login({ login: email, password: 'Wrong1234' }, attacker);
    await backgroundSettled();
    expect(await alerts()).toHaveLength(1);
    await db.update(users).set({ passwordHash: await hashPassword('Demo1234') }).where(eq(users.email, email));
  }, 120_000);

  it('tells the owner in their own language, once, however many attempts cross the limit together', async () => {
    const who = 'renewals@portal.test';
    await db.update(users).set({ language: 'ar' }).where(eq(users.email, who));
    await Promise.all(Array.from({ length: 40 }, (_, i) => login({ login: who, password: 'Wrong1234' }, `198.51.100.${100 + i}`)));
    await backgroundSettled();
    const mails = await db.select().from(outbox).where(eq(outbox.to, who));
    expect(mails.filter((m) => m.subject === signInAlertMail('ar').subject && m.language === 'ar')).toHaveLength(1);
  }, 60_000);
});

describe('races on the code budget and the code tries', () => {
  it('with the alarm figure three codes away, eight parallel resets for eight accounts all send, and the portal counts eight', async () => {
    await db.insert(rateLimits).values({ key: 'otp:all', count: OTP_ALARM.max - 3, windowStart: new Date(), expiresAt: new Date(Date.now() + 3_600_000) });
    const before = await db.select({ id: outbox.id }).from(outbox);
    const emails = ['demo', 'new', 'review', 'rejected', 'blocked', 'care', 'barred', 'renewals'].map((n) => `${n}@portal.test`);
    const answers = await Promise.all(emails.map(async (email, i) => call('POST', '/user/forget-password', { token: await newSession(), body: { email }, address: `198.51.${100 + i}.200` })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await backgroundSettled();
    const sms = (await db.select().from(outbox)).filter((m) => m.channel === 'sms' && !before.some((b) => b.id === m.id));
    expect(sms).toHaveLength(8);
    const [all] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'otp:all'));
    expect(all!.count).toBe(OTP_ALARM.max + 5);
  }, 60_000);

  it('twenty parallel wrong codes from the device that holds the code are counted as at most its tries', async () => {
    const device = await newSession();
    await call('POST', '/user/forget-password', { token: device, body: { email: 'care@portal.test' } });
    await backgroundSettled();
    await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', '/user/reset-password', { token: device, body: { email: 'care@portal.test', code: String(9000 + i), password: 'Newpass123!' }, address: `198.51.100.${i}` })));
    const [code] = await db.select().from(otpCodes).where(eq(otpCodes.mobile, '+962790000006')).orderBy(desc(otpCodes.id)).limit(1);
    expect(code!.attempts).toBeLessThanOrEqual(OTP_POLICY.maxTriesPerCode);
  }, 60_000);
});
