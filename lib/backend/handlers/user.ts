import { eq, or } from 'drizzle-orm';
import type { account } from '@/lib/api/endpoints';
import {
  checkCurrentPassword, countSignInAttempt, DUMMY_HASH, endSession, hashPassword, isKnownDevice, numberHolderFirst, passUnderAttack, publicUser, rememberDevice, requireUser, revokeOtherSessionsOf, rotateSession, startVisitorSession, verifyPassword,
} from '../accounts';
import type { Handler, UserRow } from '../context';
import { carryHolds, dropHolds } from '../pricing';
import { users } from '../db/schema';
import { HttpError } from '../http';

export const createSession: Handler<typeof account.createSession> = async ({ db, body, address, now }) => ({
  auth_token: await startVisitorSession(db, body.device_id, address, now),
});

export const getCurrentUser: Handler<typeof account.getCurrentUser> = async ({ user }) => ({
  user: user ? publicUser(user) : null,
});

/**
 * Name, city, employer, income and the language for messages. The e-mail and the mobile number are
 * not changed here (the schema refuses them): they sign in and receive reset codes, so they change
 * only through the contact-change flow, with the password and a code sent to the new address
 * (handlers/contact-change.ts).
 */
export const updateUser: Handler<typeof account.updateUser> = async ({ db, user, body }) => {
  const u = requireUser(user);
  const changes: Partial<UserRow> = {
    nameAr: body.name_ar, nameEn: body.name_en, city: body.city, employer: body.employer, monthlyIncome: body.monthly_income,
    language: body.message_language,
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
 * to the owner's phone for this device (accounts/auth/sign-in-code.ts): the guessing stops, and the owner still
 * gets in.
 */
export const login: Handler<typeof account.login> = async ({ db, body, session, address, knownDevice, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  // One spelling per login already (lib/validation/sign-in.ts): an e-mail lowercased, a number in E.164.
  const key = body.login;
  const [found] = await db.select().from(users).where(or(eq(users.email, key), eq(users.mobile, key))).orderBy(...numberHolderFirst).limit(1);
  const attempt = await countSignInAttempt(db, { user: found, login: key, address, now });
  const known = found ? await isKnownDevice(db, found.id, knownDevice, now) : false;
  const user = attempt.underAttack
    ? await passUnderAttack(db, { user: found, password: body.password, code: body.code, pow: body.pow, session, address, knownDevice: known, now })
    : await passPassword(found, body.password);
  await attempt.succeeded();
  const next = await rotateSession(db, session, user.id, now);
  // The prices the visitor held go with the signed-in session, so a purchase starts from them.
  await carryHolds(db, session.id, next.id);
  // The browser is remembered for the account: from it, its owner's codes are never strangers' to spend.
  const deviceToken = await rememberDevice(db, user.id, knownDevice, now);
  return { auth_token: next.token, ...(deviceToken ? { device_token: deviceToken } : {}), user: publicUser(user) };
};

/** The hash is checked even for an unknown account, so timing does not tell which accounts exist. */
async function passPassword(user: UserRow | undefined, password: string): Promise<UserRow> {
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail, mobile number or password');
  return user;
}

/** Logout: the session ends, and the answers its device held go with it. */
export const logout: Handler<typeof account.logout> = async ({ db, session, address, now }) => {
  if (!session) return { ok: true };
  await dropHolds(db, session.id);
  await endSession(db, session, address, now);
  return { ok: true };
};
