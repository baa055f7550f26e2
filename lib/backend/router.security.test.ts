/** @jest-environment node */
import { chunkedBody, MB } from '@/tests/unit/streams';
import type { Db } from './db/client';
import { backendClient, type Answer } from './test-client';
import { memoryDb } from './test-db';
import { javascriptMemory } from '@/tests/unit/memory';

let db: Db;
let close: () => Promise<void>;
let anonymous: string;
let signedIn: string;

const { call, newSession, signIn } = backendClient(() => db);

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  anonymous = await newSession();
  signedIn = await signIn('demo@portal.test');
}, 30_000);
afterAll(() => close());

async function expectRefused(res: Answer, status?: number) {
  if (status) expect(res.status).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(typeof res.body.code).toBe('string');
  expect(typeof res.body.message).toBe('string');
  return res.body as { code: string; message: string; fields?: Record<string, string> };
}

describe('finding 3: bodies are read whole before the size check when chunked', () => {
  it('a chunked 200 MB body is refused after little more than the limit, without growing memory', async () => {
    const before = javascriptMemory();
    const { stream, counter } = chunkedBody(200 * MB);
    const res = await call('POST', '/email/send', { token: signedIn, body: stream });
    expect((await expectRefused(res, 413)).code).toBe('payload_too_large');
    expect(counter.pulled).toBeLessThan(MB);
    expect(javascriptMemory() - before).toBeLessThan(24 * MB);
  });

  it('a body of another content type is refused with 415', async () => {
    const res = await call('POST', '/user/login', {
      token: anonymous, body: 'login=demo%40portal.test&password=Demo1234', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await expectRefused(res, 415)).code).toBe('unsupported_media_type');
  });
});

describe('finding 10: 500s from input (NUL and control characters)', () => {
  const NUL = '\u0000';
  it('NUL in the login is a 400 with the field named', async () => {
    const json = await expectRefused(await call('POST', '/user/login', { token: anonymous, body: { login: `demo${NUL}@portal.test`, password: 'x' } }), 400);
    expect(json.fields?.login).toBe('signIn.validation.login');
    await expectRefused(await call('POST', '/user/login', { token: anonymous, body: { login: 'demo@portal.test', password: `Demo${NUL}1234` } }), 400);
  });

  it('NUL or other control characters in contact fields are a 400; line breaks in the message are kept', async () => {
    const good = { name: 'Sara', email: 'sara@portal.test', phone: '0791234567', subject: 'Hello', message: 'Line one\nLine two\tend' };
    for (const field of ['name', 'email', 'phone', 'subject', 'message'] as const) {
      for (const bad of [NUL, '\u0007', '\u001b[31m', '\u0085']) {
        const json = await expectRefused(await call('POST', '/email/send', { token: signedIn, body: { ...good, [field]: `${good[field]}${bad}x` } }), 400);
        expect(json.fields?.[field]).toMatch(/^(validation|contact\.validation)\./);
      }
    }
    const sent = await call('POST', '/email/send', { token: signedIn, body: good });
    expect(sent.status).toBeLessThan(500);
  });

  it('NUL in names, the reset e-mail and the push token is a 400', async () => {
    await expectRefused(await call('PATCH', '/user', { token: signedIn, body: { name_en: `Ahmad Khaled Saleh Haddad${NUL}` } }), 400);
    await expectRefused(await call('PATCH', '/user', { token: signedIn, body: { name_ar: `أحمد خالد صالح ${NUL}الحداد` } }), 400);
    await expectRefused(await call('POST', '/user/forget-password', { token: anonymous, body: { email: `demo${NUL}@portal.test` } }), 400);
    await expectRefused(await call('POST', '/notifications/register', { token: signedIn, body: { token: `abc${NUL}`, platform: 'web' } }), 400);
  });

  it('segmentcode=%00 and NUL in path parameters are 4xx, not 500', async () => {
    await expectRefused(await call('GET', '/user/getPolicyBySegmentCode?segmentcode=%00', { token: signedIn }), 400);
    await expectRefused(await call('GET', '/user/getPolicyBySegmentCode?segmentcode=M%00', { token: signedIn }), 400);
    await expectRefused(await call('GET', '/offers/%00', { token: signedIn }));
    expect((await expectRefused(await call('GET', '/user/car/polices/1%00', { token: signedIn }), 404)).code).toBe('not_found');
  });

  it('a NUL that no field rule names (free-form records, keys, extra query values) is a 400 invalid_characters', async () => {
    const body = { login: 'demo@portal.test', password: 'Demo1234' };
    const json = await expectRefused(await call('POST', '/user/login', { token: anonymous, body: { ...body, [`ex${NUL}tra`]: 1 } }), 400);
    expect(json.code).toBe('invalid_characters');
    await expectRefused(await call('POST', '/user/login', { token: anonymous, body: { ...body, extra: [[{ deep: NUL }]] } }), 400);
    await expectRefused(await call('GET', '/user/polices?x=%00', { token: signedIn }), 400);
  });
});
