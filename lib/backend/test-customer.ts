import { hashPassword } from './accounts/auth/password';
import { startSession } from './accounts/auth/sessions';
import type { Db } from './db/client';
import { users } from './db/schema';

export const TEST_PASSWORD = 'Demo1234';
let made = 0;

/**
 * For backend tests: a verified customer of the test's own (so tests of one file cannot disturb each
 * other's accounts), with the password TEST_PASSWORD and `sessions` signed-in sessions, as if the
 * customer had signed in on that many devices.
 */
export async function freshCustomer(db: Db, sessions = 1) {
  made += 1;
  const tag = `${process.pid % 1000}${String(made).padStart(3, '0')}${String(Date.now()).slice(-3)}`.slice(-7);
  const [user] = await db.insert(users).values({
    email: `owner${tag}@portal.test`, mobile: `+962772${tag.padStart(6, '0').slice(-6)}`, nationality: 'JO', nameAr: 'سارة محمد علي يوسف',
    nameEn: 'Sara Mohammad Ali Yousef', isVerified: true, status: 'complete', passwordHash: await hashPassword(TEST_PASSWORD), nationalId: `55${tag.padStart(8, '0')}`,
  }).returning();
  const now = new Date();
  const tokens = [];
  for (let i = 0; i < sessions; i += 1) tokens.push(await startSession(db, crypto.randomUUID(), user!.id, now));
  return { user: user!, tokens };
}
