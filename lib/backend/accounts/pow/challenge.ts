import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_OF_WORK } from '@/lib/config/security';
import type { Db } from '../../db/client';
import { takeRateLimit } from '../../limits/rate-limit';
import { serverSecret } from './secret';

/** What a proof of work is for: a solution made for one purpose is no good for another. */
export type PowPurpose = 'sign-up' | 'sign-in' | 'reset' | 'code';

async function secrets(db: Db) {
  return { hmacSignatureSecret: await serverSecret(db, 'pow-signature'), hmacKeySignatureSecret: await serverSecret(db, 'pow-key') };
}

/**
 * A new challenge (ALTCHA v2, PBKDF2/SHA-256), signed with the backend's own keys, for `purpose`, good
 * for PROOF_OF_WORK.validForMs. The browser's widget solves it (about a second) and sends the payload
 * back with the request it was asked for.
 */
export async function newChallenge(db: Db, purpose: PowPurpose, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counter: randomInt(PROOF_OF_WORK.counter.max, PROOF_OF_WORK.counter.min),
    deriveKey,
    data: { purpose },
    expiresAt: new Date(now.getTime() + PROOF_OF_WORK.validForMs),
    ...(await secrets(db)),
  });
}

type Payload = { challenge: Challenge; solution: Solution };

/** The widget's payload: base64 of `{challenge, solution}`; null when it is not one. */
function decode(pow: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(pow, 'base64').toString('utf8')) as Partial<Payload> | null;
    const challenge = parsed?.challenge;
    const solution = parsed?.solution;
    if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string' || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object' || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Whether `pow` solves a challenge this backend made for `purpose`, still in time and never used
 * before: the first request that brings a solution uses it up (a counter of one, kept as long as the
 * challenge lives), so a replay, however parallel, is no proof.
 */
export async function provesWork(db: Db, pow: string | undefined, purpose: PowPurpose, now: Date): Promise<boolean> {
  const payload = pow ? decode(pow) : null;
  if (!payload || payload.challenge.parameters.data?.purpose !== purpose) return false;
  if (payload.challenge.parameters.algorithm !== PROOF_OF_WORK.algorithm) return false;
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...(await secrets(db)) })
    .catch(() => ({ verified: false }));
  if (!result.verified) return false;
  const used = await takeRateLimit(db, `pow:${payload.challenge.signature}`, { max: 1, windowMs: PROOF_OF_WORK.validForMs }, now);
  return used.allowed;
}
