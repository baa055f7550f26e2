import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * For tests: what the browser's widget does with a 428 `pow_required` challenge, in this process
 * (a few tenths of a second): the payload to send back as `pow`.
 */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

type Answer = { status: number; body: { code?: string; challenge?: Challenge; [k: string]: unknown } };

/**
 * Sends a request as a browser with the widget would: when it is answered 428 `pow_required`, the
 * challenge is solved and the same request goes again with the proof (`withProof(pow)` makes it).
 */
export async function paying(send: (pow?: string) => Promise<Answer>): Promise<Answer> {
  const first = await send();
  if (first.status !== 428 || first.body.code !== 'pow_required' || !first.body.challenge) return first;
  return send(await solveProof(first.body.challenge));
}
