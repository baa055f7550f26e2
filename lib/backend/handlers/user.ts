import { eq, or } from 'drizzle-orm';
import type { account } from '@/lib/api/endpoints';
import { PASSWORD_RESET_LIMITS } from '@/lib/config/security';
import { hashPassword, verifyPassword } from '../auth/password';
import { accountKey, countSignInAttempt } from '../auth/sign-in-guard';
import { runInBackground } from '../background';
import { checkCurrentPassword } from '../auth/current-password';
import { recordLanguage } from '../auth/language';
import { endSession, revokeAllSessionsOf, revokeOtherSessionsOf, rotateSession, startVisitorSession } from '../auth/sessions';
import type { Handler, UserRow } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http';
import { clearRateLimit, enforceRateLimits } from '../limits/rate-limit';
import { consumeCode, issueCode } from './otp';
import { DUMMY_HASH, ignoreLimit, passUnderAttack } from '../auth/sign-in-code';
import { numberHolderFirst } from './unique-contact';
import { publicUser, requireUser } from './user-view';

export const createSession: Handler<typeof account.createSession> = async ({ db, body, address, now }) => ({
  auth_token: await startVisitorSession(db, body.device_id, address, now),
});

export const getCurrentUser: Handler<typeof account.getCurrentUser> = async ({ user }) => ({
  user: user ? publicUser(user) : null,
});

/**
 * Name, city, employer and income. The e-mail and the mobile number are not changed here (the schema
 * refuses them): they sign in and receive reset codes, so they change only through the contact-change
 * flow, with the password and a code sent to the new address (handlers/contact-change.ts).
 */
export const updateUser: Handler<typeof account.updateUser> = async ({ db, user, body }) => {
  const u = requireUser(user);
  const changes: Partial<UserRow> = {
    nameAr: body.name_ar, nameEn: body.name_en, city: body.city, employer: body.employer, monthlyIncome: body.monthly_income,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) return { user: publicUser(u) };
  const [updated] = await db.update(users).set(defined).where(eq(users.id, u.id)).returning();
  return { user: publicUser(updated ?? u) };
};

/**
 * The current password is counted before it is checked (checkCurrentPassword); a new password ends
 * every other session of the account, so whoever held one (a stolen cookie, a shared computer) is out.
 */
export const changePassword: Handler<typeof account.changePassword> = async ({ db, user, session, body, address, now }) => {
  const u = requireUser(user);
  await checkCurrentPassword(db, { user: u, password: body.current_password, address, now });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, u.id));
    if (session) await revokeOtherSessionsOf(tx, u.id, session, now);
  });
  return { ok: true };
};

/**
 * Sign-in. The attempt is counted (per account, whatever the spelling, and per address) before the
 * password is checked. Past a limit the password is let in only together with the one-time code sent
 * to the owner's phone for this device (auth/sign-in-code.ts): the guessing stops, and the owner still
 * gets in.
 */
export const login: Handler<typeof account.login> = async ({ db, body, session, address, lang, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  // One spelling per login already (lib/validation/sign-in.ts): an e-mail lowercased, a number in E.164.
  const key = body.login;
  const [found] = await db.select().from(users).where(or(eq(users.email, key), eq(users.mobile, key))).orderBy(...numberHolderFirst).limit(1);
  const attempt = await countSignInAttempt(db, { user: found, login: key, address, now });
  const user = attempt.underAttack
    ? await passUnderAttack(db, { user: found, password: body.password, code: body.code, session, address, lang, now })
    : await passPassword(found, body.password);
  await attempt.succeeded();
  const token = await rotateSession(db, session, user.id, now);
  return { auth_token: token, user: publicUser(await recordLanguage(db, user, lang)) };
};

/** The hash is checked even for an unknown account, so timing does not tell which accounts exist. */
async function passPassword(user: UserRow | undefined, password: string): Promise<UserRow> {
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail, mobile number or password');
  return user;
}

export const logout: Handler<typeof account.logout> = async ({ db, session, address, now }) => {
  if (session) await endSession(db, session, address, now);
  return { ok: true };
};

/**
 * The same answer, in about the same time, whether or not the address is known: the limits count the
 * request for every login (all or none, the asking device, address and login-and-address before the
 * login's own budget, so no single client can spend the owner's), and the code is sent after the
 * answer, bound to the device that asked.
 */
export const forgetPassword: Handler<typeof account.forgetPassword> = async ({ db, body, session, lang, address, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  const login = body.email;
  await enforceRateLimits(db, [
    [`reset-request:device:${session.deviceId}`, PASSWORD_RESET_LIMITS.requestsPerDevice],
    [`reset-request:address:${address}`, PASSWORD_RESET_LIMITS.requestsPerAddress],
    [`reset-request:login-address:${login}:${address}`, PASSWORD_RESET_LIMITS.requestsPerLoginAndAddress],
    [`reset-request:login:${login}`, PASSWORD_RESET_LIMITS.requestsPerLogin],
  ], now);
  runInBackground('reset code', async () => {
    const [u] = await db.select().from(users).where(eq(users.email, login)).limit(1);
    if (u) {
      await issueCode(db, { mobile: u.mobile, userId: u.id, purpose: 'reset', deviceId: session.deviceId, email: u.email, lang, address, now })
        .catch(ignoreLimit);
    }
  });
  return { ok: true };
};

/**
 * Only the code sent for this device is tried (its own tries), and tries are limited per address; any
 * wrong, expired or unknown code answers alike.
 */
export const resetPassword: Handler<typeof account.resetPassword> = async ({ db, body, session, address, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  const login = body.email;
  await enforceRateLimits(db, [[`reset-try:address:${address}`, PASSWORD_RESET_LIMITS.resetTriesPerAddress]], now);
  const [u] = await db.select().from(users).where(eq(users.email, login)).limit(1);
  const right = u
    ? await consumeCode(db, { mobile: u.mobile, purpose: 'reset', code: body.code, deviceId: session.deviceId, now }).then(() => true, () => false)
    : false;
  if (!u || !right) throw new HttpError(400, 'otp_invalid', 'Invalid one-time code');
  await db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, u.id));
  await revokeAllSessionsOf(db, u.id, now);
  await clearRateLimit(db, accountKey(u.id, login));
  return { ok: true };
};
