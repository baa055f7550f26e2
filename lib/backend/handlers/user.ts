import { and, eq, isNull, or } from 'drizzle-orm';
import type { account } from '@/lib/api/endpoints';
import { hashPassword, verifyPassword } from '../auth/password';
import { clearLoginFailures, loginLocked, recordLoginFailure } from '../auth/lockout';
import { revokeAllSessionsOf, revokeSession, rotateSession, startSession } from '../auth/sessions';
import type { Handler, UserRow } from '../context';
import type { Db } from '../db/client';
import { identityJourneys, users } from '../db/schema';
import { verificationStatus } from '../identity/document-check';
import { HttpError } from '../http';
import { consumeCode, issueCode } from './otp';
import { canonicalMobile, publicUser, requireUser } from './user-view';

export const createSession: Handler<typeof account.createSession> = async ({ db, body, now }) => ({
  auth_token: await startSession(db, body.device_id, null, now),
});

export const getCurrentUser: Handler<typeof account.getCurrentUser> = async ({ user }) => ({
  user: user ? publicUser(user) : null,
});

async function assertUnique(db: Db, fields: { email?: string; mobile?: string }, exceptId?: number) {
  const conditions = [
    fields.email ? eq(users.email, fields.email) : undefined,
    fields.mobile ? eq(users.mobile, fields.mobile) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return;
  const clash = await db.select({ id: users.id, email: users.email, mobile: users.mobile }).from(users).where(or(...conditions));
  for (const row of clash) {
    if (row.id === exceptId) continue;
    if (fields.email && row.email === fields.email) throw new HttpError(409, 'email_taken', 'This e-mail address is already registered', { fields: { email: 'errors.email_taken' } });
    throw new HttpError(409, 'mobile_taken', 'This mobile number is already registered', { fields: { mobile: 'errors.mobile_taken' } });
  }
}

export const createUser: Handler<typeof account.createUser> = async ({ db, body, session, lang, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  const [journey] = await db.select().from(identityJourneys)
    .where(and(eq(identityJourneys.id, body.journey_id), eq(identityJourneys.sessionId, session.id), isNull(identityJourneys.userId)))
    .limit(1);
  if (!journey) {
    throw new HttpError(400, 'identity_missing', 'Scan your identity document first', { fields: { journey_id: 'errors.identity_missing' } });
  }
  const nationalId = body.nationality === 'JO' ? body.national_id ?? null : null;
  const passportId = body.nationality === 'other' ? body.passport_id ?? null : null;
  const mobile = canonicalMobile(body.mobile);
  await assertUnique(db, { email: body.email, mobile });
  const passwordHash = await hashPassword(body.password);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({
      email: body.email, mobile, nationality: body.nationality, nationalId, passportId, nameAr: body.name_ar,
      nameEn: body.name_en, city: body.city, employer: body.employer, monthlyIncome: body.monthly_income, passwordHash,
      // The embedded verification service decides from the scanned document's number.
      status: verificationStatus(nationalId ?? passportId ?? ''),
    }).returning();
    if (!row) throw new HttpError(500, 'server_error', 'Could not create the account');
    await tx.update(identityJourneys).set({ userId: row.id }).where(eq(identityJourneys.id, journey.id));
    return row;
  });
  const token = await rotateSession(db, session, created.id, now);
  await issueCode(db, { mobile, userId: created.id, purpose: 'verify', lang, now });
  return { auth_token: token, user: publicUser(created) };
};

export const updateUser: Handler<typeof account.updateUser> = async ({ db, user, body }) => {
  const u = requireUser(user);
  const mobile = body.mobile ? canonicalMobile(body.mobile) : undefined;
  await assertUnique(db, { email: body.email, mobile }, u.id);
  const changes: Partial<UserRow> = {
    nameAr: body.name_ar, nameEn: body.name_en, email: body.email, city: body.city, employer: body.employer,
    monthlyIncome: body.monthly_income,
  };
  // A new number must be proved again with a code.
  if (mobile && mobile !== u.mobile) Object.assign(changes, { mobile, isVerified: false });
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) return { user: publicUser(u) };
  const [updated] = await db.update(users).set(defined).where(eq(users.id, u.id)).returning();
  return { user: publicUser(updated ?? u) };
};

export const changePassword: Handler<typeof account.changePassword> = async ({ db, user, body }) => {
  const u = requireUser(user);
  if (!(await verifyPassword(body.current_password, u.passwordHash))) {
    throw new HttpError(400, 'wrong_password', 'The current password is not correct', { fields: { current_password: 'errors.wrong_password' } });
  }
  await db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, u.id));
  return { ok: true };
};

export const login: Handler<typeof account.login> = async ({ db, body, session, address, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  const key = body.login.trim().toLowerCase();
  if (await loginLocked(db, key, address, now)) {
    throw new HttpError(429, 'login_locked', 'Too many failed attempts. Try again in 15 minutes.');
  }
  const [found] = await db.select().from(users).where(or(eq(users.email, key), eq(users.mobile, canonicalMobile(key)))).limit(1);
  // The hash is checked even for an unknown account, so timing does not tell which accounts exist.
  const ok = await verifyPassword(body.password, found?.passwordHash ?? DUMMY_HASH);
  if (!found || !ok) {
    await recordLoginFailure(db, key, address, now);
    throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail, mobile number or password');
  }
  await clearLoginFailures(db, key);
  return { auth_token: await rotateSession(db, session, found.id, now), user: publicUser(found) };
};
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const logout: Handler<typeof account.logout> = async ({ db, session, now }) => {
  if (session) await revokeSession(db, session.id, now);
  return { ok: true };
};

export const forgetPassword: Handler<typeof account.forgetPassword> = async ({ db, body, lang, now }) => {
  const [u] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  // The same answer whether or not the address is known; the limit still applies to known ones.
  if (u) await issueCode(db, { mobile: u.mobile, userId: u.id, purpose: 'reset', email: u.email, lang, now });
  return { ok: true };
};

export const resetPassword: Handler<typeof account.resetPassword> = async ({ db, body, now }) => {
  const [u] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  if (!u) throw new HttpError(400, 'otp_invalid', 'Invalid OTP Code');
  await consumeCode(db, { mobile: u.mobile, purpose: 'reset', code: body.code, now });
  await db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, u.id));
  await revokeAllSessionsOf(db, u.id, now);
  return { ok: true };
};
