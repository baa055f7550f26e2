import { SIGN_IN_LIMITS } from '@/lib/config/security';
import { runInBackground } from '../../background';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { clearRateLimit, returnRateLimit, takeRateLimit } from '../../limits/rate-limit';
import { sendSignInAlert } from '../notices/sign-in-alert';

/** The account's key: its id when it exists, else the canonical login, so every spelling counts once. */
export const accountKey = (userId: number | undefined, login: string) => `signin:account:${userId !== undefined ? `u${userId}` : `l${login}`}`;
const addressKey = (address: string) => `signin:address:${address}`;

export interface SignInAttempt {
  /** The account or the address is past its limit: a password is checked only with a one-time code. */
  underAttack: boolean;
  /** Call when the password was right: the attempt was no failure. */
  succeeded(): Promise<void>;
}

/**
 * Counts one sign-in attempt against the account and the client address, atomically and before any
 * password is checked, so parallel guesses cannot all slip under the limit. Past a limit nothing is
 * refused outright: the handler asks for the code sent to the owner's phone as well, so an attacker
 * cannot lock the owner (or everyone behind one address) out, and cannot keep guessing either. The
 * attempt that takes a known account past its limit (one, however many run in parallel) has the
 * owner told by e-mail, after the answer.
 */
export async function countSignInAttempt(db: Db, args: { user: UserRow | undefined; login: string; address: string; now: Date }): Promise<SignInAttempt> {
  const { user } = args;
  const account = accountKey(user?.id, args.login);
  const address = addressKey(args.address);
  const [byAccount, byAddress] = await Promise.all([
    takeRateLimit(db, account, SIGN_IN_LIMITS.perAccount, args.now),
    takeRateLimit(db, address, SIGN_IN_LIMITS.perAddress, args.now),
  ]);
  if (user && byAccount.count === SIGN_IN_LIMITS.perAccount.max + 1) {
    runInBackground('sign-in alert', () => sendSignInAlert(db, user, args.now));
  }
  return {
    underAttack: !byAccount.allowed || !byAddress.allowed,
    async succeeded() {
      // A right password ends the account's count; the address counts failures only.
      await Promise.all([clearRateLimit(db, account), returnRateLimit(db, address, 1)]);
    },
  };
}
