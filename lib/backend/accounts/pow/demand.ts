import type { Db } from '../../db/client';
import { HttpError } from '../../http';
import { newChallenge, provesWork, type PowPurpose } from './challenge';

/**
 * When the limits a request counts on are under pressure (accounts/pow/pressure.ts), it goes on only with a
 * proof of work: without one, or with one that is wrong, used or late, the answer is 428
 * `pow_required` with a new challenge, which the form's widget solves and sends back with the same
 * request. Nothing has been counted or changed by then.
 */
export async function demandProofOfWork(db: Db, o: { pressed: boolean; pow: string | undefined; purpose: PowPurpose; now: Date }): Promise<void> {
  if (!o.pressed) return;
  if (await provesWork(db, o.pow, o.purpose, o.now)) return;
  throw new HttpError(428, 'pow_required', 'Many codes were asked for just now. Your browser checks that you are a person, then sends the request again.', {
    challenge: await newChallenge(db, o.purpose, o.now),
  });
}
