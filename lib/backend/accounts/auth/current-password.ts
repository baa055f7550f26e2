import type { Db } from '../../db/client';
import type { UserRow } from '../../context';
import { HttpError } from '../../http';
import { verifyPassword } from './password';
import { countSignInAttempt } from './sign-in-guard';

/**
 * Checks the current password a signed-in session gives to change the password, the e-mail or the
 * mobile number. A stolen session must not become a way to guess the password: each check is counted
 * (atomically, before the hash is compared) on the account's sign-in key, so these checks and sign-in
 * share one budget. Past it the answer is 429 without any comparison, the right password included;
 * the owner gets out of it by signing in again (with the code sent to the phone) or a password reset.
 */
export async function checkCurrentPassword(db: Db, args: { user: UserRow; password: string; address: string; now: Date }): Promise<void> {
  const { user } = args;
  const attempt = await countSignInAttempt(db, { user, login: user.email, address: args.address, now: args.now });
  if (attempt.underAttack) {
    throw new HttpError(429, 'password_locked', 'Too many wrong passwords. Please try again later', { fields: { current_password: 'errors.password_locked' } });
  }
  if (!(await verifyPassword(args.password, user.passwordHash))) {
    throw new HttpError(400, 'wrong_password', 'The current password is not correct', { fields: { current_password: 'errors.wrong_password' } });
  }
  await attempt.succeeded();
}
