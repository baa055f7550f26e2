import { eq } from 'drizzle-orm';
import type { account } from '@/lib/api/endpoints';
import { PASSWORD_RESET_LIMITS } from '@/lib/config/security';
import {
  accountKey, ALARM_GAUGE, consumeCode, demandProofOfWork, hashPassword, ignoreLimit, issueCode, knownDeviceAccount, revokeAllSessionsOf, sendResetLink, underPressure, useResetLink,
} from '../accounts';
import { runInBackground } from '../background';
import type { Handler, SessionRow } from '../context';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { HttpError } from '../http';
import { networkOf } from '../limits/network';
import { enforceRateLimits, refuseSpent, takeRateLimit, type Limit } from '../limits/rate-limit';
import type { Writer } from '../db/tx';

/** The requests a source may make: its device, its address and network, its share of one login. */
function requestLimits(deviceId: string, login: string, address: string): [string, Limit][] {
  return [
    [`reset-request:device:${deviceId}`, PASSWORD_RESET_LIMITS.requestsPerDevice],
    [`reset-request:address:${address}`, PASSWORD_RESET_LIMITS.requestsPerAddress],
    [`reset-request:network:${networkOf(address)}`, PASSWORD_RESET_LIMITS.requestsPerNetwork],
    [`reset-request:login-address:${login}:${address}`, PASSWORD_RESET_LIMITS.requestsPerLoginAndAddress],
  ];
}
const textsKey = (login: string) => `reset-texts:login:${login}`;
const linksKey = (login: string) => `reset-links:login:${login}`;

/**
 * The same answer, in about the same time, whether or not the address is known. The source's own
 * limits (device, address, network, its share of the login) are counted for every request, known or
 * unknown e-mail, and past half of them a request first costs a proof of work. No budget strangers
 * can spend stops the owner: the login's text messages (`textsPerLogin`) only decide how the reset
 * goes (sendReset). From a browser the owner signed in on, only that browser's own limit counts.
 */
export const forgetPassword: Handler<typeof account.forgetPassword> = async ({ db, body, session, address, knownDevice, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  // One spelling already (lib/validation: the e-mail lowercased).
  const login = body.email;
  const owner = await knownDeviceAccount(db, login, knownDevice, now);
  const limits = owner === null ? requestLimits(session.deviceId, login, address) : requestLimits(session.deviceId, login, address).slice(0, 1);
  // A source past its limits is refused before it is asked for any work.
  await refuseSpent(db, limits, now);
  if (owner === null) {
    const pressed = await underPressure(db, [...limits, [textsKey(login), PASSWORD_RESET_LIMITS.textsPerLogin], ALARM_GAUGE], now);
    await demandProofOfWork(db, { pressed, pow: body.pow, purpose: 'reset', now });
  }
  await enforceRateLimits(db, limits, now);
  runInBackground('reset', () => sendReset(db, { login, session, address, owner, now }));
  return { ok: true };
};

/**
 * The reset, after the answer. While the login's text messages last (counted for known and unknown
 * logins alike), a code by SMS and e-mail, bound to the asking device; once strangers have spent them,
 * or the code's own limits refuse it, or the number cannot receive texts, a link to the account's e-mail (at most linksPerLogin an hour),
 * which only the inbox's owner can open: the links strangers cause reach the owner and serve them. A
 * browser the owner signed in on gets the code by SMS whatever was spent.
 */
async function sendReset(db: Db, o: { login: string; session: SessionRow; address: string; owner: number | null; now: Date }) {
  const texts = await takeRateLimit(db, textsKey(o.login), PASSWORD_RESET_LIMITS.textsPerLogin, o.now);
  const [u] = await db.select().from(users).where(eq(users.email, o.login)).limit(1);
  if (!u) return;
  const known = o.owner === u.id;
  if (texts.allowed || known) {
    const sent = await issueCode(db, {
      mobile: u.mobile, userId: u.id, purpose: 'reset', deviceId: o.session.deviceId, knownDevice: known, email: u.email, lang: u.language, address: o.address, now: o.now,
    }).then(() => true, (error: unknown) => {
      // Refused by the code's limits, or a number that cannot receive texts: the link goes instead.
      ignoreLimit(error);
      return false;
    });
    if (sent) return;
  }
  if ((await takeRateLimit(db, linksKey(o.login), PASSWORD_RESET_LIMITS.linksPerLogin, o.now)).allowed) await sendResetLink(db, u, o.now);
}

/** The new password: every session of the account ends, and its sign-in count with them. */
async function setNewPassword(db: Writer, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await revokeAllSessionsOf(db, userId, now);
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(userId, '')));
}

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
  await setNewPassword(db, u.id, await hashPassword(body.password), now);
  return { ok: true };
};

/**
 * POST /user/reset-password/link: the new password from the e-mailed link, from any browser; the link
 * works once, in time, and every other link of the account stops working with it. Tries are limited
 * per address like codes; a wrong, used or late link answers one way.
 */
export const resetPasswordByLink: Handler<typeof account.resetPasswordByLink> = async ({ db, body, address, now }) => {
  await enforceRateLimits(db, [[`reset-try:address:${address}`, PASSWORD_RESET_LIMITS.resetTriesPerAddress]], now);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const userId = await useResetLink(tx, body.token, now);
    if (userId === null) {
      throw new HttpError(400, 'reset_link_invalid', 'This link has expired or was used already. Ask for a new one.', { fields: { token: 'errors.reset_link_invalid' } });
    }
    await setNewPassword(tx, userId, passwordHash, now);
  });
  return { ok: true };
};
