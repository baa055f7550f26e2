import { SIGN_IN_LIMITS } from '@/lib/config/security';
import type { Locale } from '@/lib/config/business';
import { runInBackground } from '../background';
import type { SessionRow, UserRow } from '../context';
import type { Db } from '../db/client';
import { consumeCode, issueCode } from '../handlers/otp';
import { HttpError } from '../http';
import { takeRateLimit } from '../limits/rate-limit';
import { verifyPassword } from './password';

/** Checked for unknown accounts, so the time taken does not tell which accounts exist. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const wrong = () => new HttpError(401, 'invalid_credentials', 'Wrong e-mail, mobile number or password');

/**
 * Sign-in to an account (or from an address) under attack. Passes only for the right password with
 * the right code, and the code is the one sent for this very device (session):
 * - without a code, a code goes to the owner's phone, bound to this device, only when the password is
 *   right. Someone who knows only the e-mail therefore sends nothing: they cannot spend the owner's
 *   codes, the number's budget or the portal's, nor fill the owner's phone. The answer (429
 *   login_code_required) is the same whatever the password and whether the account exists, and the
 *   code goes after it, so it tells a guesser nothing. Such checks are limited per address
 *   (codeRequestsPerAddress), which bounds the hashing one client can cause;
 * - with a code, only the codes sent for this device are tried, so wrong codes from any other client
 *   never spend the tries of the code the owner holds.
 */
export async function passUnderAttack(db: Db, args: {
  user: UserRow | undefined; password: string; code: string | undefined; session: SessionRow; address: string; lang: Locale; now: Date;
}): Promise<UserRow> {
  const { user, session, now } = args;
  if (!args.code) {
    const checks = await takeRateLimit(db, `signin:code-request:address:${args.address}`, SIGN_IN_LIMITS.codeRequestsPerAddress, now);
    if (checks.allowed && (await verifyPassword(args.password, user?.passwordHash ?? DUMMY_HASH)) && user) {
      runInBackground('sign-in code', () => issueCode(db, {
        mobile: user.mobile, userId: user.id, purpose: 'signin', deviceId: session.deviceId, lang: args.lang, address: args.address, now,
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

/** A send refused by the code limits is not an error of the background task. */
export function ignoreLimit(error: unknown): void {
  if (error instanceof HttpError && error.status === 429) return;
  throw error;
}
