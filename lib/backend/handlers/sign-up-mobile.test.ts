/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/** One phone, one account: every spelling of a number is the same number, stored in E.164. */
let db: Db;
let close: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sign-up-mobile-'));
  process.env.DATA_DIR = dir;
  ({ db, close } = await memoryDb());
}, 60_000);
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => db.delete(rateLimits));

const { call, newSession } = backendClient(() => db);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf500f00038601805a347d6b0000000049454e44ae426082', 'hex');
let visitors = 0;

/** A sign-up by a new visitor (own session, scan, e-mail and national ID) with this mobile, as typed. */
async function signUp(mobile: string) {
  const n = String(++visitors).padStart(4, '0');
  const token = await newSession();
  const address = `10.3.0.${visitors}`;
  const upload = async () => (await call('POST', '/uploads?purpose=identity', {
    token, body: PNG, address, headers: { 'content-type': 'image/png', 'x-file-name': 'id.png' },
  })).body.id as string;
  const [front, back] = [await upload(), await upload()];
  const started = await call('POST', '/user/initiate', { token, address, body: { documents: [{ side: 'front', upload_id: front }, { side: 'back', upload_id: back }] } });
  return call('POST', '/user', {
    token, address,
    body: {
      nationality: 'JO', national_id: `971234${n}`, name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
      mobile, email: `same-mobile${n}@example.com`, password: 'Secret123', journey_id: started.body.journey_id,
      city: 'amman', employer: 'private', monthly_income: '500-1000',
    },
  });
}

const login = async (login: string) => call('POST', '/user/login', { token: await newSession(), body: { login, password: 'Secret123' } });

describe('one account per mobile number, whatever way it is written', () => {
  it('a sign-up with 00962 7… is stored in E.164; another with 07… of the same number is refused as taken', async () => {
    const first = await signUp('00962 78 555 0101');
    expect(first.status).toBe(200);
    expect(first.body.user.mobile).toBe('+962785550101');
    const again = await signUp('0785550101');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'mobile_taken', fields: { mobile: 'errors.mobile_taken' } });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.mobile, '+962785550101'))).toHaveLength(1);
  });

  it.each(['0785550202', '+962 78 555 0202', '00962 78 555 0202', '٠٧٨٥٥٥٠٢٠٢', '785550202'])('signs in with %p', async (spelling) => {
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, '+962785550202'));
    if (!holder) expect((await signUp('+962785550202')).status).toBe(200);
    const signedIn = await login(spelling);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.mobile).toBe('+962785550202');
  });

  it('refuses a landline for the account, saying a mobile number is needed, before any code is sent', async () => {
    const landline = await signUp('06 461 2345');
    expect(landline.status).toBe(400);
    expect(landline.body.fields).toEqual({ mobile: 'validation.mobileNeeded' });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.mobile, '+96264612345'))).toHaveLength(0);
  });
});
