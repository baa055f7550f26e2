/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { backendClient } from '../test-client';
import { databaseForFile } from '../test-db';
import { signUpKit } from '../test-sign-up';

/** One phone, one account: every spelling of a number is the same number, stored in E.164. */
let db: Db;
databaseForFile('sign-up-mobile', (opened) => ({ db } = opened));
beforeEach(() => db.delete(rateLimits));

const client = backendClient(() => db);
const { call, newSession } = client;
const kit = signUpKit(client, '10.3.0');
/** A sign-up by a new visitor (own session, scan, e-mail and national ID) with this mobile, as typed. */
const signUp = (mobile: string) => kit.signUp({ mobile });

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
