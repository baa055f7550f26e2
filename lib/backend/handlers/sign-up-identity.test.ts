/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where parallel sign-ups with one national ID really race.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { DEMO_USERS } from '../seed';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/** One open account per national ID or passport number: the database's unique index decides. */
let db: Db;
let close: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sign-up-identity-'));
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

/** A new visitor's session with its identity scan done: what POST /user needs. */
async function scanned(): Promise<{ token: string; journeyId: string; address: string; n: string }> {
  const n = String(++visitors).padStart(4, '0');
  const token = await newSession();
  const address = `10.2.${Math.floor(visitors / 200)}.${visitors % 200}`;
  const upload = async () => (await call('POST', '/uploads?purpose=identity', {
    token, body: PNG, address, headers: { 'content-type': 'image/png', 'x-file-name': 'id.png' },
  })).body.id as string;
  const [front, back] = [await upload(), await upload()];
  const started = await call('POST', '/user/initiate', { token, address, body: { documents: [{ side: 'front', upload_id: front }, { side: 'back', upload_id: back }] } });
  expect(started.status).toBe(200);
  return { token, journeyId: started.body.journey_id, address, n };
}

type Document = { nationality: 'JO'; national_id: string } | { nationality: 'other'; passport_id: string };

/** A sign-up of a different person (e-mail and mobile of their own) giving this document. */
async function signUp(document: Document) {
  const { token, journeyId, address, n } = await scanned();
  return call('POST', '/user', {
    token, address,
    body: {
      ...document, name_ar: 'سارة محمد علي يوسف', name_en: 'Sara Mohammad Ali Yousef',
      mobile: `078666${n}`, email: `same-id${n}@example.com`, password: 'Secret123', journey_id: journeyId, city: 'amman', employer: 'private', monthly_income: '500-1000',
    },
  });
}

const holdersOf = (nationalId: string) => db.select().from(users).where(eq(users.nationalId, nationalId));
const taken = (field: string) => ({ status: 409, body: { code: 'identity_taken', fields: { [field]: 'errors.identity_taken' } } });

describe('one account per identity document', () => {
  it('8 parallel sign-ups with one national ID, then 2 in turn, make one account; the others answer 409 identity_taken', async () => {
    const id = '9871112223';
    const parallel = await Promise.all(Array.from({ length: 8 }, () => signUp({ nationality: 'JO', national_id: id })));
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of parallel.filter((r) => r.status === 409)) expect(refused).toMatchObject(taken('national_id'));
    for (let i = 0; i < 2; i += 1) expect(await signUp({ nationality: 'JO', national_id: id })).toMatchObject(taken('national_id'));
    expect(await holdersOf(id)).toHaveLength(1);
  });

  it('compares the number normalised: Arabic-Indic digits and spaces are the same ID, a passport in small letters the same passport', async () => {
    expect((await signUp({ nationality: 'JO', national_id: '9872223334' })).status).toBe(200);
    expect(await signUp({ nationality: 'JO', national_id: '٩٨٧ ٢٢٢ ٣٣٣٤' })).toMatchObject(taken('national_id'));
    expect(await holdersOf('9872223334')).toHaveLength(1);

    expect((await signUp({ nationality: 'other', passport_id: 'n7654321' })).status).toBe(200);
    expect(await signUp({ nationality: 'other', passport_id: 'N 7654321' })).toMatchObject(taken('passport_id'));
    expect(await db.select().from(users).where(eq(users.passportId, 'N7654321'))).toHaveLength(1);
  });

  it("a rejected account's number is free for its real owner; a blocked account's is not", async () => {
    const rejected = DEMO_USERS.find((u) => u.status === 'rejected')!;
    const blocked = DEMO_USERS.find((u) => u.blackList)!;
    expect((await signUp({ nationality: 'JO', national_id: rejected.nationalId! })).status).toBe(200);
    expect(await signUp({ nationality: 'JO', national_id: blocked.nationalId! })).toMatchObject(taken('national_id'));
  });
});
