/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel sign-ups of one person.
import { eq, or, sql } from 'drizzle-orm';
import { OTP_SEND_LIMITS } from '@/lib/config/security';
import type { Db } from '../db/client';
import { identityJourneys, outbox, rateLimits, users } from '../db/schema';
import { backendClient } from '../test-client';
import { databaseForFile } from '../test-db';

/** A sign-up that meets the code-send limit leaves nothing behind, and a retry from the device continues. */
let db: Db;
databaseForFile('sign-up-test', (opened) => ({ db } = opened));
beforeEach(async () => {
  await db.delete(rateLimits);
});

const { call, newSession } = backendClient(() => db);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');
let addresses = 0;

/** The identity scan of a session: front and back uploaded, the journey started. */
async function scan(token: string): Promise<string> {
  const address = `10.1.0.${++addresses}`;
  const upload = async () => (await call('POST', '/uploads?purpose=identity', {
    token, body: PNG, address, headers: { 'content-type': 'image/png', 'x-file-name': 'id.png' },
  })).body.id as string;
  const [front, back] = [await upload(), await upload()];
  const started = await call('POST', '/user/initiate', { token, body: { documents: [{ side: 'front', upload_id: front }, { side: 'back', upload_id: back }] } });
  expect(started.status).toBe(200);
  return started.body.journey_id;
}

type Person = { email: string; mobile: string; nationalId: string };
let people = 0;
function person(): Person {
  const n = String(++people).padStart(4, '0');
  return { email: `signup${n}@example.com`, mobile: `+96279555${n}`, nationalId: `981234${n}` };
}

const signUp = (token: string, journeyId: string, who: Person, password = 'Secret123', address = '203.0.113.9') => call('POST', '/user', {
  token, address,
  body: {
    nationality: 'JO', national_id: who.nationalId, name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
    mobile: who.mobile, email: who.email, password, journey_id: journeyId, city: 'amman', employer: 'private', monthly_income: '500-1000',
  },
});

const accountsOf = (who: Person) => db.select().from(users).where(or(eq(users.email, who.email), eq(users.mobile, who.mobile)));
const codesTo = async (mobile: string) => (await db.select().from(outbox).where(eq(outbox.to, mobile))).length;
const journey = async (id: string) => (await db.select().from(identityJourneys).where(eq(identityJourneys.id, id)))[0];
const login = async (login: string, password: string) => call('POST', '/user/login', { token: await newSession(), body: { login, password } });

async function spend(key: string, max: number) {
  const window = { count: max, windowStart: new Date(), expiresAt: new Date(Date.now() + 3_600_000) };
  await db.insert(rateLimits).values({ key, ...window }).onConflictDoUpdate({ target: rateLimits.key, set: window });
}

/** The limit windows end: every counter started `ms` earlier than it did. */
async function passTime(ms: number) {
  const back = `${ms} milliseconds`;
  await db.update(rateLimits).set({
    windowStart: sql`${rateLimits.windowStart} - ${back}::interval`,
    expiresAt: sql`${rateLimits.expiresAt} - ${back}::interval`,
  });
}

describe('POST /user with the mobile number’s code budget spent', () => {
  it('answers 429 otp_limit and writes nothing: no account, the session still works, the scan still unbound; later the same sign-up succeeds', async () => {
    const who = person();
    const token = await newSession();
    const journeyId = await scan(token);
    await spend(`otp:number:${who.mobile}`, OTP_SEND_LIMITS.perNumber.max);

    const refused = await signUp(token, journeyId, who);
    expect(refused).toMatchObject({ status: 429, body: { code: 'otp_limit', retry_after_s: expect.any(Number) } });
    expect(await accountsOf(who)).toHaveLength(0);
    expect(await call('GET', '/user/current', { token })).toMatchObject({ status: 200, body: { user: null } });
    expect((await journey(journeyId))?.userId).toBeNull();
    expect(await codesTo(who.mobile)).toBe(0);
    // A retry within the window is refused the same way, not email_taken.
    expect((await signUp(token, journeyId, who)).body.code).toBe('otp_limit');

    await passTime(OTP_SEND_LIMITS.perNumber.windowMs);
    const created = await signUp(token, journeyId, who);
    expect(created).toMatchObject({ status: 200, body: { user: { email: who.email, is_verified: false } } });
    expect(await accountsOf(who)).toHaveLength(1);
    expect((await journey(journeyId))?.userId).toBe(created.body.user.id);
    expect(await codesTo(who.mobile)).toBe(1);
    // The session moved to the new token; the visitor's old one ended with it.
    expect((await call('GET', '/user/current', { token: created.body.auth_token })).body.user.id).toBe(created.body.user.id);
    expect((await call('GET', '/user/current', { token })).status).toBe(401);
  }, 30_000);

  it('a limit refused inside the transaction (the account’s own budget, on a continued sign-up) leaves the account as it was', async () => {
    const who = person();
    const device = crypto.randomUUID();
    const first = await newSession(device);
    const made = await signUp(first, await scan(first), who, 'First1234');
    expect(made.status).toBe(200);
    await spend(`otp:account:${made.body.user.id}`, OTP_SEND_LIMITS.perAccount.max);

    const token = await newSession(device);
    const journeyId = await scan(token);
    const retried = await signUp(token, journeyId, { ...who, mobile: '0795559999' }, 'Second123');
    expect(retried).toMatchObject({ status: 429, body: { code: 'otp_limit' } });
    const [row] = await accountsOf(who);
    expect(row?.mobile).toBe(who.mobile);
    expect((await login(who.email, 'First1234')).status).toBe(200);
    expect((await call('GET', '/user/current', { token })).status).toBe(200);
    expect((await call('GET', '/user/current', { token: made.body.auth_token })).status).toBe(200);
    expect((await journey(journeyId))?.userId).toBeNull();
  }, 30_000);
});

describe('a retry of an unverified sign-up', () => {
  it('from the same device continues the account: one row, the new details and password, the old sessions ended', async () => {
    const who = person();
    const device = crypto.randomUUID();
    const first = await newSession(device);
    const made = await signUp(first, await scan(first), { ...who, mobile: '0795550000' }, 'First1234');
    expect(made.status).toBe(200);

    // The number was mistyped, no code came: the customer signs up again from the same phone.
    const again = await newSession(device);
    const continued = await signUp(again, await scan(again), who, 'Second123');
    expect(continued).toMatchObject({ status: 200, body: { user: { id: made.body.user.id, mobile: who.mobile, is_verified: false } } });
    expect(await accountsOf(who)).toHaveLength(1);
    expect(await codesTo(who.mobile)).toBe(1);
    expect((await login(who.email, 'Second123')).status).toBe(200);
    expect((await login(who.email, 'First1234')).status).toBe(401);
    expect((await call('GET', '/user/current', { token: made.body.auth_token })).status).toBe(401);
    expect((await call('GET', '/user/current', { token: continued.body.auth_token })).body.user.id).toBe(made.body.user.id);
  }, 30_000);

  it('from another device, for another identity document, or once verified, stays taken', async () => {
    const who = person();
    const device = crypto.randomUUID();
    const first = await newSession(device);
    const made = await signUp(first, await scan(first), who, 'First1234');
    expect(made.status).toBe(200);

    const elsewhere = await newSession();
    expect(await signUp(elsewhere, await scan(elsewhere), who, 'Taken1234')).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    const sameDevice = await newSession(device);
    const otherPerson = { ...who, nationalId: '9900000001' };
    expect(await signUp(sameDevice, await scan(sameDevice), otherPerson, 'Taken1234')).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    // Continuing must not take a number that belongs to someone else.
    const stranger = await newSession(device);
    expect(await signUp(stranger, await scan(stranger), { ...who, mobile: '0790000001' }, 'Taken1234')).toMatchObject({ status: 409, body: { code: 'mobile_taken' } });

    await db.update(users).set({ isVerified: true }).where(eq(users.id, made.body.user.id));
    const verified = await newSession(device);
    expect(await signUp(verified, await scan(verified), who, 'Taken1234')).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    expect((await login(who.email, 'First1234')).status).toBe(200);
    expect(await accountsOf(who)).toHaveLength(1);
  }, 30_000);
});

it('40 parallel identical sign-ups from one session create exactly one account', async () => {
  const who = person();
  const token = await newSession();
  const journeyId = await scan(token);
  const answers = await Promise.all(Array.from({ length: 40 }, () => signUp(token, journeyId, who)));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  // The others waited for the first, whose sign-up replaced the session they named.
  expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 401 && a.body.code === 'invalid_session_id')).toBe(true);
  expect(await accountsOf(who)).toHaveLength(1);
  expect(await codesTo(who.mobile)).toBe(1);
}, 60_000);

describe('a price seen before sign-up', () => {
  it('is held by the session the sign-up makes (same device), not by the old token', async () => {
    const token = await newSession();
    const priced = await call('POST', '/quotation/price', {
      token, address: '10.2.0.1',
      body: { line: 'home', answers: { birth_date: '1985-03-01T00:00:00.000Z', home_value: 80000, possessions_value: 10000 } },
    });
    expect(priced.status).toBe(200);
    const created = await signUp(token, await scan(token), person());
    expect(created.status).toBe(200);
    const held = await call('GET', '/quotation/price/held', { token: created.body.auth_token });
    expect(held.body.held.map((h: { request: { line: string } }) => h.request.line)).toEqual(['home']);
    expect(held.body.held[0].price.options[0].total).toBe(priced.body.options[0].total);
  }, 30_000);
});
