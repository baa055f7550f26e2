/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where parallel sign-ups with one national ID really race.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { DEMO_USERS } from '../seed';
import { backendClient } from '../test-client';
import { databaseForFile } from '../test-db';
import { signUpKit } from '../test-sign-up';

/** One open account per national ID or passport number: the database's unique index decides. */
let db: Db;
databaseForFile('sign-up-identity', (opened) => ({ db } = opened));
beforeEach(() => db.delete(rateLimits));

const client = backendClient(() => db);
const kit = signUpKit(client, '10.2.0');
type Document = { nationality: 'JO'; national_id: string } | { nationality: 'other'; passport_id: string };

/** A sign-up of a different person (e-mail and mobile of their own) giving this document. */
const signUp = (document: Document) => kit.signUp({ national_id: undefined, ...document });

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
