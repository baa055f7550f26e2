/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { Challenge } from 'altcha-lib';
import { KNOWN_DEVICE, OTP_ALARM, PASSWORD_RESET_LIMITS, SESSION_COOKIE, SIGN_IN_LIMITS } from '@/lib/config/security';
import { solveProof } from '@/lib/backend/accounts/pow/test-proof';
import { forward } from './bff';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/**
 * The code budget and the lock-out, through the BFF as a browser reaches them, behind one proxy
 * (TRUSTED_PROXY_HOPS=1): each client's address is the one the proxy appended to X-Forwarded-For.
 */
const ORIGIN = 'http://localhost:3000';
const PROXY = '10.0.0.1';
const dir = mkdtempSync(path.join(tmpdir(), 'bff-code-budget-'));
type Backend = Awaited<ReturnType<typeof import('@/lib/backend').embeddedBackend>>;
let backend: Backend;
let schema: typeof import('@/lib/backend/db/schema');
let settled: () => Promise<void>;

beforeAll(async () => {
  process.env.DATA_DIR = dir;
  process.env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  process.env.TRUSTED_PROXY_HOPS = '1';
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal.socketAddressHeader')] = true;
  backend = await (await import('@/lib/backend')).embeddedBackend();
  schema = await import('@/lib/backend/db/schema');
  settled = (await import('@/lib/backend/background')).backgroundSettled;
  // A new data folder migrates from nothing: slow when the other test files load the machine too.
}, 180_000);
afterAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS;
  if (backend) {
    await settled();
    await (backend.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  }
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await settled();
  await backend.db.delete(schema.rateLimits);
});

type Answer = { status: number; json: { code?: string; [k: string]: unknown }; cookie?: string; device?: string };

/**
 * One browser: its cookies (the session's and the known-device one, once the BFF set them) and its
 * address, as the proxy reports it. `paying` answers a 428 pow_required as the form's widget does.
 */
function browser(address: string) {
  const jar = new Map<string, string>();
  const send = async (method: string, apiPath: string, body?: unknown, file?: Buffer): Promise<Answer> => {
    // The client's own entry first: only the proxy's last one counts.
    const headers = new Headers({ origin: ORIGIN, host: 'localhost:3000', [SOCKET_ADDRESS_HEADER]: PROXY, 'x-forwarded-for': `6.6.6.6, ${address}` });
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (file) headers.set('content-type', 'image/png');
    else if (body !== undefined) headers.set('content-type', 'application/json');
    const request = new NextRequest(`${ORIGIN}/api${apiPath}`, { method, headers, body: file ? new Uint8Array(file) : (body === undefined ? undefined : JSON.stringify(body)) });
    const res = await forward(request, apiPath.split('?')[0]!.slice(1).split('/'));
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => /max-age=0$/i.test(a.trim())) || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return { status: res.status, json: await res.json(), cookie: jar.get(SESSION_COOKIE), device: jar.get(KNOWN_DEVICE.cookie) };
  };
  return Object.assign(send, {
    async paying(method: string, apiPath: string, body: Record<string, unknown>): Promise<Answer> {
      const first = await send(method, apiPath, body);
      if (first.status !== 428) return first;
      return send(method, apiPath, { ...body, pow: await solveProof(first.json.challenge as Challenge) });
    },
  });
}

async function messagesTo(to: string) {
  await settled();
  return (await backend.db.select().from(schema.outbox).where(eq(schema.outbox.to, to))).sort((a, b) => a.id - b.id);
}
/** The codes among them (the reminders the embedded backend schedules go to the same numbers). */
// A code in either language: each goes in its account's language for messages (demo@ chose Arabic).
const codesTo = async (to: string) => (await messagesTo(to)).filter((m) => /(code is|هو) \d{4}/.test(m.body));
const codeIn = (body: string) => body.match(/\d{4}/)?.[0];

/** A visitor's whole sign-up from `address`: the identity scan, then the account (paying for the proof of work if asked). */
async function signUp(address: string, who: { nationalId: string; mobile: string; email: string }): Promise<Answer> {
  const visitor = browser(address);
  const upload = async () => (await visitor('POST', '/uploads?purpose=identity', undefined, PNG)).json.id as string;
  const [front, back] = [await upload(), await upload()];
  const started = await visitor('POST', '/user/initiate', { documents: [{ side: 'front', upload_id: front }, { side: 'back', upload_id: back }] });
  expect(started.status).toBe(200);
  return visitor.paying('POST', '/user', {
    nationality: 'JO', national_id: who.nationalId, name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef', mobile: who.mobile,
    email: who.email, password: 'Secret123', journey_id: started.json.journey_id, city: 'amman', employer: 'private', monthly_income: '500-1000',
  });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');

describe('one address cannot spend the portal\'s code budget', () => {
  it('560 wrong passwords from one address: sign-up and another customer\'s reset from other addresses still send their codes', async () => {
    const attacker = '203.0.113.10';
    const answers: number[] = [];
    for (let round = 0; round < 28; round += 1) {
      // Twenty at a time, each a cookieless browser of its own.
      const batch = await Promise.all(Array.from({ length: 20 }, () => browser(attacker)('POST', '/user/login', { login: 'demo@portal.test', password: 'Wrong1234' })));
      answers.push(...batch.map((a) => a.status));
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount.max);
    expect(answers.filter((s) => s === 429)).toHaveLength(560 - SIGN_IN_LIMITS.perAccount.max);
    await settled();
    // Wrong passwords send no code, so they count on no code budget at all.
    const [all] = await backend.db.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, 'otp:all'));
    expect(all?.count ?? 0).toBe(0);

    expect((await signUp('198.51.100.20', { nationalId: '9811110001', mobile: '0795550001', email: 'budget@example.com' })).status).toBe(200);
    expect(await codesTo('+962795550001')).toHaveLength(1);

    const before = (await codesTo('barred@portal.test')).length;
    expect((await browser('198.51.100.21')('POST', '/user/forget-password', { email: 'barred@portal.test' })).status).toBe(200);
    expect(await codesTo('barred@portal.test')).toHaveLength(before + 1);
  }, 180_000);
});

describe('an attacker who knows only an e-mail cannot keep its owner out', () => {
  it('14 wrong sign-ins, 12 wrong codes and resets from one address: the owner signs in with the code for their browser and resets from theirs', async () => {
    const email = 'demo@portal.test';
    const mobile = '+962790000001';
    const isAlert = (m: { subject: string | null }) => m.subject?.startsWith('محاولات لتسجيل الدخول') === true;
    const alertsBefore = (await messagesTo(email)).filter(isAlert).length;
    const attacker = browser('203.0.113.11');
    for (let i = 0; i < 14; i += 1) await attacker('POST', '/user/login', { login: email, password: 'Wrong1234' });
    for (let i = 0; i < 12; i += 1) {
      expect((await attacker('POST', '/user/login', { login: email, password: 'Wrong1234', code: String(1000 + i) })).status).toBe(401);
    }
    for (let i = 0; i < 4; i += 1) await browser('203.0.113.11')('POST', '/user/forget-password', { email });
    const texts = await codesTo(mobile);

    const owner = browser('192.0.2.40');
    const asked = await owner('POST', '/user/login', { login: email, password: 'Demo1234' });
    expect(asked).toMatchObject({ status: 429, json: { code: 'login_code_required' } });
    // The refusal keeps the browser's session: the code is bound to it.
    expect(asked.cookie).toBeTruthy();
    const sent = await codesTo(mobile);
    expect(sent).toHaveLength(texts.length + 1);
    const code = codeIn(sent.at(-1)!.body);
    // The attacker cannot use the owner's code from their browser, nor spend its tries.
    for (let i = 0; i < 6; i += 1) expect((await attacker('POST', '/user/login', { login: email, password: 'Demo1234', code })).status).toBe(401);
    expect((await owner('POST', '/user/login', { login: email, password: 'Demo1234', code })).status).toBe(200);

    const laptop = browser('192.0.2.41');
    expect((await laptop('POST', '/user/forget-password', { email })).status).toBe(200);
    const resetCode = codeIn((await codesTo(mobile)).at(-1)!.body);
    expect((await laptop('POST', '/user/reset-password', { email, code: resetCode, password: 'Newpass123!' })).status).toBe(200);

    // The owner was told, once, in their language.
    expect((await messagesTo(email)).filter(isAlert)).toHaveLength(alertsBefore + 1);
  }, 120_000);
});

describe('a crowd of addresses acting together spends no one else\'s codes', () => {
  const email = 'renewals@portal.test';
  const mobile = '+962790000008';

  it('after 36 addresses × 20 resets, a sign-up elsewhere gets its code, and an owner past 10 wrong passwords from 12 addresses signs in and resets on their own browser', async () => {
    // The owner signed in on this browser before, and logged out: the browser stays known.
    const own = browser('192.0.2.50');
    const first = await own('POST', '/user/login', { login: email, password: 'Demo1234' });
    expect(first.status).toBe(200);
    expect(first.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(first.json)).not.toContain(first.device);
    expect((await own('PATCH', '/user/logout', {})).status).toBe(200);
    expect((await own('GET', '/user/current')).device).toBe(first.device);

    // 36 addresses, each in a network of its own, 20 resets each, for about 100 e-mails (the demo's and made-up ones).
    const known = ['demo', 'new', 'review', 'rejected', 'blocked', 'care', 'barred', 'renewals'].map((n) => `${n}@portal.test`);
    const emails = [...known, ...Array.from({ length: 92 }, (_, i) => `someone${i}@example.com`)];
    const statuses: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const batch = await Promise.all(Array.from({ length: 36 }, (_, a) =>
        browser(`198.18.${a}.7`)('POST', '/user/forget-password', { email: emails[(round * 36 + a) % emails.length] })));
      statuses.push(...batch.map((b) => b.status));
    }
    // A crowd that pays no proof of work is held at half of each budget; nothing is refused for all.
    expect(statuses).toHaveLength(720);
    expect(statuses.every((s) => s === 200 || s === 428)).toBe(true);
    await settled();
    // And a crowd that pays for every request: the portal's figure far past its alarm, the owner's
    // login's texts spent, the owner's own network's checks and codes spent.
    const spent = async (key: string, count: number) => backend.db.insert(schema.rateLimits)
      .values({ key, count, windowStart: new Date(), expiresAt: new Date(Date.now() + 3_600_000) })
      .onConflictDoUpdate({ target: schema.rateLimits.key, set: { count } });
    await spent('otp:all', OTP_ALARM.max * 10);
    await spent(`reset-texts:login:${email}`, PASSWORD_RESET_LIMITS.textsPerLogin.max);
    await spent('signin:code-request:network:192.0.2.0/24', SIGN_IN_LIMITS.codeRequestsPerNetwork.max);
    await spent('signin:code-request:address:192.0.2.50', SIGN_IN_LIMITS.codeRequestsPerAddress.max);
    await spent('otp:network:192.0.2.0/24', 10_000);
    await spent('otp:address:192.0.2.50', 10_000);

    // A new visitor signs up from elsewhere and gets the code (after a second's proof of work).
    expect((await signUp('198.51.100.61', { nationalId: '9811110002', mobile: '0795550002', email: 'crowd@example.com' })).status).toBe(200);
    expect(await codesTo('+962795550002')).toHaveLength(1);

    // 12 addresses push the owner's account past its 10 wrong passwords.
    for (let i = 0; i < 12; i += 1) await browser(`203.0.113.${100 + i}`)('POST', '/user/login', { login: email, password: 'Wrong1234' });
    const stranger = await browser('192.0.2.51')('POST', '/user/login', { login: email, password: 'Demo1234' });
    expect(stranger).toMatchObject({ status: 429, json: { code: 'login_code_required' } });

    // The owner, on their own browser, on the spent network: the right password sends the code; with it, in.
    const before = (await codesTo(mobile)).length;
    expect(await own('POST', '/user/login', { login: email, password: 'Demo1234' })).toMatchObject({ status: 429, json: { code: 'login_code_required' } });
    const sent = await codesTo(mobile);
    expect(sent).toHaveLength(before + 1);
    expect((await own('POST', '/user/login', { login: email, password: 'Demo1234', code: codeIn(sent.at(-1)!.body) })).status).toBe(200);
    await own('PATCH', '/user/logout', {});

    // The owner's reset from their own browser goes by SMS, the login's texts spent or not.
    expect((await own('POST', '/user/forget-password', { email })).status).toBe(200);
    const resetCode = codeIn((await codesTo(mobile)).at(-1)!.body);
    expect((await own('POST', '/user/reset-password', { email, code: resetCode, password: 'Newpass123!' })).status).toBe(200);

    // From any other browser, the reset goes as a link to the account's e-mail, which works from anywhere, once.
    const elsewhere = browser('198.51.100.62');
    expect((await elsewhere.paying('POST', '/user/forget-password', { email })).status).toBe(200);
    // In demo@'s language for messages, Arabic.
    const link = (await messagesTo(email)).filter((m) => m.subject === 'إعادة تعيين كلمة المرور').at(-1)!;
    const token = link.body.match(/#token=([A-Za-z0-9_-]{43})/)![1];
    const phone = browser('198.51.100.63');
    expect((await phone('POST', '/user/reset-password/link', { token, password: 'Demo1234' })).status).toBe(200);
    expect(await phone('POST', '/user/reset-password/link', { token, password: 'Other1234' })).toMatchObject({ status: 400, json: { code: 'reset_link_invalid' } });
    // The new password ended the account's count: it signs in as usual.
    expect((await browser('198.51.100.64')('POST', '/user/login', { login: email, password: 'Demo1234' })).status).toBe(200);
  }, 300_000);
});
