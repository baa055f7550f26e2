/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: parallel lookups against one limit.
import { eq } from 'drizzle-orm';
import { CUSTOMER_CARE_EMAIL } from '@/lib/config/company';
import { CHEQUE_LOOKUP_LIMITS } from '@/lib/config/security';
import type { Db } from '../db/client';
import { outbox, rateLimits, users } from '../db/schema';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;

const { call, newSession, signIn } = backendClient(() => db);

beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 30_000);
afterAll(() => close());

describe('POST /financial/getchequestatus', () => {
  let token: string;
  beforeAll(async () => { token = await newSession(); });
  const lookup = (body: unknown) => call('POST', '/financial/getchequestatus', { token, body });

  it.each([
    ['100001', 'delivered'],
    ['100002', 'ready'],
    ['100003', 'processing'],
    ['100004', 'preparation'],
  ])('cheque %s is %s', async (id, status) => {
    const { status: code, body } = await lookup({ cheque_id: id });
    expect(code).toBe(200);
    expect(body).toMatchObject({ status, cheque_id: id });
  });

  it('an unknown cheque is none, not an error', async () => {
    expect(await lookup({ cheque_id: '999999' })).toEqual({
      status: 200, body: { status: 'none', cheque_id: '999999', amount: null, settlement_date: null },
    });
  });

  it('shows the amount only to the beneficiary phone, in any of its forms', async () => {
    expect((await lookup({ cheque_id: '100001' })).body.amount).toBeNull();
    for (const phone of ['0790000001', '+962790000001', '962790000001', '٠٧٩٠٠٠٠٠٠١', '079 000 0001']) {
      const { body } = await lookup({ cheque_id: '100001', phone });
      expect(body).toMatchObject({ status: 'delivered', amount: 1250.5 });
    }
  });

  it('a phone that is not the beneficiary\'s says so, and tells nothing else of the cheque', async () => {
    const { body } = await lookup({ cheque_id: '100002', phone: '0781234567' });
    expect(body).toEqual({ status: 'phone_mismatch', cheque_id: '100002', amount: null, settlement_date: null });
    // The same wrong phone on a number that names no cheque is still "none".
    expect((await lookup({ cheque_id: '999999', phone: '0781234567' })).body).toMatchObject({ status: 'none' });
  });

  it('a cheque with no phone on record ignores the phone given', async () => {
    expect((await lookup({ cheque_id: '100003', phone: '0781234567' })).body.status).toBe('processing');
  });

  it('accepts Arabic-Indic digits and an empty phone', async () => {
    expect((await lookup({ cheque_id: '١٠٠٠٠٤', phone: '' })).body).toMatchObject({ status: 'preparation', cheque_id: '100004' });
  });

  it.each([
    [{}], [{ cheque_id: '' }], [{ cheque_id: 'abc' }], [{ cheque_id: '1'.repeat(13) }], [{ cheque_id: "1' OR 1=1" }],
    [{ cheque_id: 100001 }], [{ cheque_id: '100001', phone: '12' }], [{ cheque_id: '100001', phone: 'x'.repeat(5000) }], ['{'], ['null'],
  ])('bad input %j answers 400', async (input) => {
    const { status, body } = await lookup(input);
    expect(status).toBe(400);
    expect(typeof body.code).toBe('string');
  });
});

describe('finding 9: cheque lookups are limited', () => {
  beforeEach(async () => { await db.delete(rateLimits); });
  const lookup = async (body: unknown, address: string) =>
    call('POST', '/financial/getchequestatus', { token: await newSession(), body, address });

  it('per address: a limit of lookups in fifteen minutes, then 429; another address is not held back', async () => {
    const max = CHEQUE_LOOKUP_LIMITS.perAddress.max;
    const answers = await Promise.all(Array.from({ length: max + 10 }, () => lookup({ cheque_id: '100003' }, '203.0.113.9')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.code === 'too_many_requests')).toBe(true);
    expect((await lookup({ cheque_id: '100003' }, '203.0.113.10')).status).toBe(200);
  });

  it('per cheque: ten phone guesses an hour from anywhere, then 429, so guessing cannot reveal the amount', async () => {
    const guesses = [];
    for (let i = 0; i < 12; i += 1) guesses.push(await lookup({ cheque_id: '100001', phone: `07800000${String(i).padStart(2, '0')}` }, `198.51.100.${i}`));
    expect(guesses.slice(0, 10).every((g) => g.status === 200 && g.body.amount === null)).toBe(true);
    expect(guesses.slice(10).map((g) => g.status)).toEqual([429, 429]);
    expect((await lookup({ cheque_id: '100001', phone: '0790000001' }, '198.51.100.50')).status).toBe(429);
    // Another cheque, and a lookup without a phone, are not held back.
    expect((await lookup({ cheque_id: '100002', phone: '0790000001' }, '198.51.100.51')).body.amount).not.toBeNull();
    expect((await lookup({ cheque_id: '100001' }, '198.51.100.52')).status).toBe(200);
  });
});

describe('POST /email/send', () => {
  const message = {
    name: 'Sara Mohammad', email: 'Sara@Example.com', phone: '0791234567', subject: 'Claim question', message: 'When will my claim be paid?',
  };
  const signedIn = (login = 'demo@portal.test') => signIn(login);
  const send = (token: string, body: unknown = message, lang = 'en', address = '203.0.113.7') =>
    call('POST', '/email/send', { token, body, lang, address });
  beforeEach(async () => { await db.delete(rateLimits); });

  it('writes one e-mail to customer care and an acknowledgement to the account, never to the typed address', async () => {
    const token = await signedIn();
    const before = (await db.select().from(outbox)).length;
    expect(await send(token)).toEqual({ status: 200, body: { ok: true } });
    const rows = await db.select().from(outbox);
    expect(rows).toHaveLength(before + 2);
    const care = rows.find((r) => r.to === CUSTOMER_CARE_EMAIL && r.subject === '[Portal contact] Claim question');
    expect(care?.body).toMatch(/^Customer id: \d+\nAccount name: .+\nAccount e-mail: demo@portal.test\n/);
    expect(care?.body).toContain('> Name: Sara Mohammad\n> Phone: 079 123 4567');
    expect(care?.body).toContain('> When will my claim be paid?');
    expect(rows.some((r) => r.to === 'sara@example.com')).toBe(false);
    // Sent from an English screen, the acknowledgement is in the language demo@ chose for messages (Arabic).
    expect(rows.find((r) => r.to === 'demo@portal.test' && r.createdAt >= care!.createdAt)?.subject).toBe('استلمنا رسالتك');
  });

  it('finding 6: needs a signed-in customer who may use the portal', async () => {
    const before = (await db.select().from(outbox)).length;
    expect(await send(await newSession())).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
    expect(await send(await signedIn('new@portal.test'))).toMatchObject({ status: 403, body: { code: 'account_held' } });
    expect(await send(await signedIn('care@portal.test'))).toMatchObject({ status: 403, body: { code: 'forbidden_role' } });
    expect(await db.select().from(outbox)).toHaveLength(before);
  });

  it('keeps line breaks out of the subject and the name: single-line fields refuse them, nothing is sent', async () => {
    const token = await signedIn();
    const res = await call('POST', '/email/send', { token, body: { ...message, name: 'Eve\nBcc: x@evil.test', subject: 'Hi\r\nBcc: x@evil.test' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ name: 'contact.validation.name', subject: 'contact.validation.subject' });
    expect(await db.select().from(outbox).where(eq(outbox.subject, '[Portal contact] Hi Bcc: x@evil.test'))).toEqual([]);
  });

  it('finding 6: acknowledges in Arabic, to the account, in the account\'s name', async () => {
    await send(await signedIn(), { ...message, name: 'Reset at http://evil.example/login', email: 'stranger@example.com', subject: 'سؤال' }, 'ar');
    expect(await db.select().from(outbox).where(eq(outbox.to, 'stranger@example.com'))).toHaveLength(0);
    const [ack] = await db.select().from(outbox).where(eq(outbox.subject, 'استلمنا رسالتك'));
    expect(ack?.to).toBe('demo@portal.test');
    expect(ack?.body).not.toContain('evil.example');
  });

  it('finding 6: quotes what was typed, so it cannot forge lines of the staff mail', async () => {
    const forged = 'Hi\nCustomer id: 1\r\nAccount e-mail: boss@company.test\u2028Language: English';
    // Name and subject are one-line fields that refuse line breaks (see the test above); the message may carry them.
    await send(await signedIn(), { ...message, name: 'Eve', subject: 'Forged lines', message: forged });
    const [care] = await db.select().from(outbox).where(eq(outbox.subject, '[Portal contact] Forged lines'));
    const lines = care!.body.split('\n');
    expect(lines.filter((l) => l.startsWith('Customer id:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('Account e-mail:'))).toEqual(['Account e-mail: demo@portal.test']);
    expect(lines).toContain('> Customer id: 1');
    expect(lines).toContain('> Name: Eve');
  });

  it('finding 6: five messages per account in fifteen minutes, whatever the session: dropping the cookie resets nothing', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(await signedIn(), message, 'en', `198.51.100.${i}`)).status).toBe(200);
    expect(await send(await signedIn(), message, 'en', '198.51.100.99')).toMatchObject({ status: 429, body: { code: 'too_many_messages' } });
  });

  it('finding 6: ten messages per address, whatever the account', async () => {
    await db.update(users).set({ isVerified: true }).where(eq(users.email, 'new@portal.test'));
    try {
      const [demo, other] = [await signedIn(), await signedIn('new@portal.test')];
      for (let i = 0; i < 10; i += 1) expect((await send(i < 5 ? demo : other)).status).toBe(200);
      expect((await send(other)).status).toBe(429);
    } finally {
      await db.update(users).set({ isVerified: false }).where(eq(users.email, 'new@portal.test'));
    }
  });

  it.each([
    [{ ...message, email: 'not-an-email' }, 'email', 'validation.email'],
    [{ ...message, message: 'x'.repeat(1001) }, 'message', 'validation.tooLong'],
    [{ ...message, subject: '   ' }, 'subject', 'contact.validation.subject'],
    [{ ...message, message: ' \n ' }, 'message', 'contact.validation.message'],
    [{ ...message, phone: '12' }, 'phone', 'validation.phone'],
  ])('bad input answers 400 with the field message', async (input, field, key) => {
    const token = await signedIn();
    const before = (await db.select().from(outbox)).length;
    const { status, body } = await send(token, input);
    expect(status).toBe(400);
    expect(body.fields[field]).toBe(key);
    expect(await db.select().from(outbox)).toHaveLength(before);
  });

  it.each([['{'], ['[]'], [{ name: 5 }], ['x'.repeat(70_000)]])('malformed body %# is a 4xx, never a 500', async (body) => {
    const { status } = await send(await signedIn(), body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});
