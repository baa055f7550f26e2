/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { CUSTOMER_CARE_EMAIL } from '@/lib/config/company';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { route } from '../router';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;

async function newSession(): Promise<string> {
  const res = await route(db, new Request('http://backend/session', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ device_id: crypto.randomUUID() }),
  }));
  return (await res.json()).auth_token;
}

async function post(token: string, path: string, body: unknown, lang = 'en') {
  const res = await route(db, new Request(`http://backend${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': lang },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 30_000);
afterAll(() => close());

describe('POST /financial/getchequestatus', () => {
  let token: string;
  beforeAll(async () => { token = await newSession(); });
  const lookup = (body: unknown) => post(token, '/financial/getchequestatus', body);

  it.each([
    ['100001', 'delivered'],
    ['100002', 'ready'],
    ['100003', 'processing'],
    ['100004', 'preparation'],
  ])('cheque %s is %s', async (id, status) => {
    const { status: code, json } = await lookup({ cheque_id: id });
    expect(code).toBe(200);
    expect(json).toMatchObject({ status, cheque_id: id });
  });

  it('an unknown cheque is none, not an error', async () => {
    expect(await lookup({ cheque_id: '999999' })).toEqual({
      status: 200, json: { status: 'none', cheque_id: '999999', amount: null, settlement_date: null },
    });
  });

  it('shows the amount only to the beneficiary phone, in any of its forms', async () => {
    expect((await lookup({ cheque_id: '100001' })).json.amount).toBeNull();
    for (const phone of ['0790000001', '+962790000001', '962790000001', '٠٧٩٠٠٠٠٠٠١', '079 000 0001']) {
      const { json } = await lookup({ cheque_id: '100001', phone });
      expect(json).toMatchObject({ status: 'delivered', amount: 1250.5 });
    }
  });

  it('a phone that is not the beneficiary\'s answers none', async () => {
    const { json } = await lookup({ cheque_id: '100002', phone: '0781234567' });
    expect(json).toMatchObject({ status: 'none', amount: null, settlement_date: null });
  });

  it('a cheque with no phone on record ignores the phone given', async () => {
    expect((await lookup({ cheque_id: '100003', phone: '0781234567' })).json.status).toBe('processing');
  });

  it('accepts Arabic-Indic digits and an empty phone', async () => {
    expect((await lookup({ cheque_id: '١٠٠٠٠٤', phone: '' })).json).toMatchObject({ status: 'preparation', cheque_id: '100004' });
  });

  it.each([
    [{}], [{ cheque_id: '' }], [{ cheque_id: 'abc' }], [{ cheque_id: '1'.repeat(13) }], [{ cheque_id: "1' OR 1=1" }],
    [{ cheque_id: 100001 }], [{ cheque_id: '100001', phone: '12' }], [{ cheque_id: '100001', phone: 'x'.repeat(5000) }], ['{'], ['null'],
  ])('bad input %j answers 400', async (body) => {
    const { status, json } = await lookup(body);
    expect(status).toBe(400);
    expect(typeof json.code).toBe('string');
  });
});

describe('POST /email/send', () => {
  const message = {
    name: 'Sara Mohammad', email: 'Sara@Example.com', phone: '0791234567', subject: 'Claim question', message: 'When will my claim be paid?',
  };

  it('writes one e-mail to customer care and an acknowledgement to the sender', async () => {
    const token = await newSession();
    const before = (await db.select().from(outbox)).length;
    expect(await post(token, '/email/send', message)).toEqual({ status: 200, json: { ok: true } });
    const rows = await db.select().from(outbox);
    expect(rows).toHaveLength(before + 2);
    const care = rows.find((r) => r.to === CUSTOMER_CARE_EMAIL && r.subject === '[Portal contact] Claim question');
    expect(care?.body).toContain('Name: Sara Mohammad');
    expect(care?.body).toContain('E-mail: sara@example.com');
    expect(care?.body).toContain('Phone: 0791234567');
    expect(care?.body).toContain('Customer id: not signed in');
    expect(care?.body).toContain('When will my claim be paid?');
    const ack = rows.find((r) => r.to === 'sara@example.com');
    expect(ack?.subject).toBe('We have received your message');
  });

  it('acknowledges in Arabic and names the signed-in customer', async () => {
    const token = await newSession();
    const signedIn = await post(token, '/user/login', { login: 'demo@portal.test', password: 'Demo1234' });
    expect(signedIn.status).toBe(200);
    // Signing in rotates the session's token.
    await post(signedIn.json.auth_token, '/email/send', { ...message, email: 'ar-sender@example.com', subject: 'سؤال' }, 'ar');
    const [ack] = await db.select().from(outbox).where(eq(outbox.to, 'ar-sender@example.com'));
    expect(ack?.subject).toBe('استلمنا رسالتك');
    const cares = await db.select().from(outbox).where(eq(outbox.subject, '[Portal contact] سؤال'));
    expect(cares[0]?.body).toContain(`Customer id: ${signedIn.json.user.id}`);
  });

  it('keeps line breaks out of the subject and the name: single-line fields refuse them, nothing is sent', async () => {
    const token = await newSession();
    const res = await post(token, '/email/send', { ...message, name: 'Eve\nBcc: x@evil.test', subject: 'Hi\r\nBcc: x@evil.test' });
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({ name: 'validation.required', subject: 'validation.required' });
    expect(await db.select().from(outbox).where(eq(outbox.subject, '[Portal contact] Hi Bcc: x@evil.test'))).toEqual([]);
  });

  it('allows five messages per session in fifteen minutes, then 429', async () => {
    const token = await newSession();
    for (let i = 0; i < 5; i += 1) expect((await post(token, '/email/send', message)).status).toBe(200);
    const sixth = await post(token, '/email/send', message);
    expect(sixth).toMatchObject({ status: 429, json: { code: 'too_many_messages' } });
    // Another session is not held back.
    expect((await post(await newSession(), '/email/send', message)).status).toBe(200);
  });

  it.each([
    [{ ...message, email: 'not-an-email' }, 'email', 'validation.email'],
    [{ ...message, message: 'x'.repeat(1001) }, 'message', 'validation.tooLong'],
    [{ ...message, subject: '   ' }, 'subject', 'validation.required'],
    [{ ...message, phone: '12' }, 'phone', 'validation.phone'],
  ])('bad input answers 400 with the field message', async (body, field, key) => {
    const token = await newSession();
    const before = (await db.select().from(outbox)).length;
    const { status, json } = await post(token, '/email/send', body);
    expect(status).toBe(400);
    expect(json.fields[field]).toBe(key);
    expect(await db.select().from(outbox)).toHaveLength(before);
  });

  it.each([['{'], ['[]'], [{ name: 5 }], ['x'.repeat(70_000)]])('malformed body %# is a 4xx, never a 500', async (body) => {
    const { status } = await post(await newSession(), '/email/send', body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});
