import { SIGN_IN_LIMITS } from '@/lib/config/security';
import { codesPerAddressLimit, codesPerNetworkLimit } from '@/lib/config/code-budget';
import { runInBackground } from '../../background';
import type { SessionRow, UserRow } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../http';
import { networkOf } from '../../limits/network';
import { takeRateLimits, wouldTakeRateLimit, type Limit } from '../../limits/rate-limit';
import { consumeCode, issueCode } from '../codes/issue';
import { ALARM_GAUGE } from '../codes/send-limits';
import { underPressure } from '../pow/pressure';
import { demandProofOfWork } from '../pow/demand';
import { verifyPassword } from './password';

/** Checked for unknown accounts, so the time taken does not tell which accounts exist. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const wrong = () => new HttpError(401, 'invalid_credentials', 'Wrong e-mail, mobile number or password');

type UnderAttack = {
  user: UserRow | undefined; password: string; code: string | undefined; pow: string | undefined;
  session: SessionRow; address: string; now: Date;
  /** The browser is one the account's owner signed in on before (accounts/auth/known-device.ts). */
  knownDevice: boolean;
};

/** The address's and network's checks of a password that may send a code, and their code budgets. */
function codeRequestLimits(address: string): [string, Limit][] {
  const network = networkOf(address);
  return [
    [`signin:code-request:address:${address}`, SIGN_IN_LIMITS.codeRequestsPerAddress],
    [`signin:code-request:network:${network}`, SIGN_IN_LIMITS.codeRequestsPerNetwork],
    [`otp:address:${address}`, codesPerAddressLimit()],
    [`otp:network:${network}`, codesPerNetworkLimit()],
  ];
}

/**
 * Sign-in to an account (or from an address) under attack. Passes only for the right password with
 * the right code, and the code is the one sent for this very device (session):
 * - without a code, a code goes to the owner's phone, bound to this device, only when the password is
 *   right. Someone who knows only the e-mail therefore sends nothing: they cannot spend the owner's
 *   codes or the number's budget, nor fill the owner's phone. The answer (429 login_code_required) is
 *   the same whatever the password and whether the account exists, and the code goes after it, so it
 *   tells a guesser nothing. Such checks are limited per address and per network, which bounds the
 *   hashing one crowd can cause; when those are under pressure each costs a proof of work first. The
 *   owner's own browser (a known device) is counted on none of them: whatever strangers did from the
 *   owner's address or network, the owner gets the code;
 * - with a code, only the codes sent for this device are tried, so wrong codes from any other client
 *   never spend the tries of the code the owner holds.
 */
export async function passUnderAttack(db: Db, args: UnderAttack): Promise<UserRow> {
  const { user, session, now } = args;
  if (!args.code) {
    const limits = args.knownDevice ? [] : codeRequestLimits(args.address);
    // The checks are counted here; the code budgets, only when a code really goes (issueCode). A
    // source past them gets the same answer, checked nothing, before it is asked for any work.
    const checks = limits.slice(0, 2);
    const spent = (await Promise.all(checks.map(([key, limit]) => wouldTakeRateLimit(db, key, limit, now)))).some((t) => !t.allowed);
    if (!spent) {
      const pressed = !args.knownDevice && (await underPressure(db, [...limits, ALARM_GAUGE], now));
      await demandProofOfWork(db, { pressed, pow: args.pow, purpose: 'sign-in', now });
    }
    const refused = spent ? checks : await takeRateLimits(db, checks, now);
    if (refused.length === 0 && (await verifyPassword(args.password, user?.passwordHash ?? DUMMY_HASH)) && user) {
      // To the account's owner: in the language they chose for messages, whatever the screen's.
      runInBackground('sign-in code', () => issueCode(db, {
        mobile: user.mobile, userId: user.id, purpose: 'signin', deviceId: session.deviceId, knownDevice: args.knownDevice,
        lang: user.language, address: args.address, now,
      }).catch(ignoreLimit));
    }
    throw new HttpError(429, 'login_code_required', 'Too many attempts on this account. If the password is right, enter the code we sent to its mobile number.', { code_required: true });
  }
  const right = user
    ? await consumeCode(db, { mobile: user.mobile, purpose: 'signin', code: args.code, deviceId: session.deviceId, now }).then(() => true, () => false)
    : false;
  // A wrong password with the right code uses the code up: the password is checked after it.
  if (!right || !user || !(await verifyPassword(args.password, user.passwordHash))) throw wrong();
  return user;
}

/**
 * A send refused by the code limits (or to a number that cannot receive texts) is not an error of the
 * background task.
 */
export function ignoreLimit(error: unknown): void {
  if (error instanceof HttpError && (error.status === 429 || error.code === 'mobile_needed')) return;
  throw error;
}
