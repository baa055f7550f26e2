/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { PASSWORD_RESET_LIMITS, SESSION_COOKIE, SIGN_IN_LIMITS } from '@/lib/config/security';
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

type Answer = { status: number; json: { code?: string; [k: string]: unknown }; cookie?: string };

/** One browser: its cookie (once the BFF set one) and its address, as the proxy reports it. */
function browser(address: string) {
  let cookie: string | undefined;
  return async (method: string, apiPath: string, body?: unknown, file?: Buffer): Promise<Answer> => {
    // The client's own entry first: only the proxy's last one counts.
    const headers = new Headers({ origin: ORIGIN, host: 'localhost:3000', [SOCKET_ADDRESS_HEADER]: PROXY, 'x-forwarded-for': `6.6.6.6, ${address}` });
    if (cookie) headers.set('cookie', `${SESSION_COOKIE}=${cookie}`);
    if (file) headers.set('content-type', 'image/png');
    else if (body !== undefined) headers.set('content-type', 'application/json');
    const request = new NextRequest(`${ORIGIN}/api${apiPath}`, { method, headers, body: file ? new Uint8Array(file) : (body === undefined ? undefined : JSON.stringify(body)) });
    const res = await forward(request, apiPath.split('?')[0]!.slice(1).split('/'));
    cookie = res.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`))?.[1] ?? cookie;
    return { status: res.status, json: await res.json(), cookie };
  };
}

async function messagesTo(to: string) {
  await settled();
  return (await backend.db.select().from(schema.outbox).where(eq(schema.outbox.to, to))).sort((a, b) => a.id - b.id);
}
/** The codes among them (the reminders the embedded backend schedules go to the same numbers). */
const codesTo = async (to: string) => (await messagesTo(to)).filter((m) => /code is \d{4}/.test(m.body));
const codeIn = (body: string) => body.match(/\d{4}/)?.[0];

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1b5e60000000049454e44ae426082', 'hex');

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
    const [global] = await backend.db.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, 'otp:global'));
    expect(global?.count ?? 0).toBe(0);

    const visitor = browser('198.51.100.20');
    const upload = async () => (await visitor('POST', '/uploads?purpose=identity', undefined, PNG)).json.id as string;
    const [front, back] = [await upload(), await upload()];
    const started = await visitor('POST', '/user/initiate', { documents: [{ side: 'front', upload_id: front }, { side: 'back', upload_id: back }] });
    expect(started.status).toBe(200);
    const signUp = await visitor('POST', '/user', {
      nationality: 'JO', national_id: '9811110001', name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef', mobile: '0795550001',
      email: 'budget@example.com', password: 'Secret123', journey_id: started.json.journey_id, city: 'amman', employer: 'private', monthly_income: '500-1000',
    });
    expect(signUp.status).toBe(200);
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
    // One address had only its share of the login's resets.
    expect(PASSWORD_RESET_LIMITS.requestsPerLoginAndAddress.max).toBeLessThan(PASSWORD_RESET_LIMITS.requestsPerLogin.max);

    // The owner was told, once, in their language.
    expect((await messagesTo(email)).filter(isAlert)).toHaveLength(alertsBefore + 1);
  }, 120_000);
});
