/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { pdfInfoString } from '@/tests/e2e/support/pdf-meta';
import { startSession } from '../accounts/auth/sessions';
import type { Db } from '../db/client';
import { policies, users } from '../db/schema';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
let demo: string;
let other: string;
let anonymous: string;
let contracts: (typeof policies.$inferSelect)[];
const { get } = backendClient(() => db);

async function userId(email: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const now = new Date();
  const demoId = await userId('demo@portal.test');
  demo = await startSession(db, crypto.randomUUID(), demoId, now);
  // Another customer who may use the portal: the API gates held accounts before any contract is read.
  await db.update(users).set({ isVerified: true }).where(eq(users.email, 'new@portal.test'));
  other = await startSession(db, crypto.randomUUID(), await userId('new@portal.test'), now);
  anonymous = await startSession(db, crypto.randomUUID(), null, now);
  contracts = await db.select().from(policies).where(eq(policies.userId, demoId));
}, 30_000);
afterAll(() => close());

const byNumber = (suffix: string) => {
  const row = contracts.find((c) => c.contractNumber.endsWith(suffix));
  if (!row) throw new Error(`no contract ${suffix}`);
  return row;
};
const subjectOf = (pdf: Buffer) => pdfInfoString(pdf, 'Subject');
const verifyUrl = (url: string) => `verify_url=${encodeURIComponent(url)}`;

describe('GET /user/polices/{b}/{a}/export', () => {
  it.each(['en', 'ar'])('exports the own contract as a PDF in %s with its verification link', async (lang) => {
    const motor = byNumber('000101');
    const res = await get(`/user/polices/motor/${motor.id}/export?${verifyUrl(`https://portal.example/${lang}/policy/qrCode`)}`, demo, lang);
    expect(res.status).toBe(200);
    const { body } = res;
    expect(body.file_name).toBe(`contract-${motor.contractNumber}.pdf`);
    expect(body.content_type).toBe('application/pdf');
    const pdf = Buffer.from(body.data, 'base64');
    if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/contract-${lang}.pdf`, pdf);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(subjectOf(pdf)).toBe(`https://portal.example/${lang}/policy/qrCode?token=${motor.qrToken}`);
  }, 30_000);

  it('exports a contract without vehicle fields', async () => {
    const res = await get(`/user/polices/travel/${byNumber('000201').id}/export`, demo, 'ar');
    expect(res.status).toBe(200);
    const pdf = Buffer.from(res.body.data, 'base64');
    if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/contract-travel-ar.pdf`, pdf);
    expect(subjectOf(pdf)).toBe(`/ar/policy/qrCode?token=${byNumber('000201').qrToken}`);
  }, 30_000);

  it.each([
    ['a non-http scheme', 'javascript://x/policy/qrCode'],
    ['another page', 'https://evil.example/phish'],
    ['a path that only contains the page', 'https://evil.example/policy/qrCode/more'],
    ['credentials in the address', 'https://user:pw@evil.example/en/policy/qrCode'],
  ])('falls back to the relative page for %s', async (_what, url) => {
    const motor = byNumber('000102');
    const res = await get(`/user/polices/motor/${motor.id}/export?${verifyUrl(url)}`, demo);
    expect(res.status).toBe(200);
    expect(subjectOf(Buffer.from(res.body.data, 'base64'))).toBe(`/en/policy/qrCode?token=${motor.qrToken}`);
  }, 30_000);

  it('answers 404 for another user\'s contract', async () => {
    const res = await get(`/user/polices/motor/${byNumber('000101').id}/export`, other);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('policy_not_found');
  });

  it.each([
    ['a wrong line', (id: number) => `/user/polices/travel/${id}/export`],
    ['an unknown line', (id: number) => `/user/polices/boat/${id}/export`],
    ['a non-numeric id', () => '/user/polices/motor/abc/export'],
    ['a huge id', () => '/user/polices/motor/99999999999999999999/export'],
    ['an unknown id', () => '/user/polices/motor/999999/export'],
  ])('answers 404 for %s', async (_what, path) => {
    const res = await get(path(byNumber('000101').id), demo);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('policy_not_found');
  });

  it('answers 401 without a signed-in user and 400 for a verify_url that is not a URL', async () => {
    const id = byNumber('000101').id;
    expect((await get(`/user/polices/motor/${id}/export`, anonymous)).status).toBe(401);
    expect((await get(`/user/polices/motor/${id}/export?verify_url=not%20a%20url`, demo)).status).toBe(400);
    expect((await get(`/user/polices/motor/${id}/export?verify_url=${'x'.repeat(600)}`, demo)).status).toBe(400);
  });
});

describe('GET /qrcode/policy', () => {
  it('tells a contract in force, with the holder masked in the request\'s language', async () => {
    const motor = byNumber('000101');
    const en = (await get(`/qrcode/policy?token=${motor.qrToken}`, anonymous)).body;
    expect(en).toEqual({ state: 'valid', contract_number: motor.contractNumber, line: 'motor', holder_masked: 'O*** K*** S*** H***', expiry: motor.expiry });
    const ar = (await get(`/qrcode/policy?token=${motor.qrToken}`, anonymous, 'ar')).body;
    expect(ar.holder_masked).toBe('ع*** خ*** ص*** ا***');
  });

  it('tells an expired contract', async () => {
    const expired = byNumber('000103');
    const body = (await get(`/qrcode/policy?token=${expired.qrToken}`, other)).body;
    expect(body).toMatchObject({ state: 'expired', contract_number: expired.contractNumber, line: 'motor' });
  });

  it.each(['made-up-token', '%00', "' OR 1=1 --"])('answers unknown for %j', async (token) => {
    const res = await get(`/qrcode/policy?token=${encodeURIComponent(token)}`, anonymous);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'unknown', contract_number: null, line: null, holder_masked: null, expiry: null });
  });
  it('answers 400 {code, message} for a token with control characters (issue 8, finding 10) or a direction control', async () => {
    for (const token of ['\u202e\u0000', 'abc\u0001', '\u202e']) {
      const res = await get(`/qrcode/policy?token=${encodeURIComponent(token)}`, anonymous);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it.each(['', 'token=', `token=${'x'.repeat(300)}`])('answers 400, never 500, for the query %j', async (q) => {
    expect((await get(`/qrcode/policy?${q}`, anonymous)).status).toBe(400);
  });
});
