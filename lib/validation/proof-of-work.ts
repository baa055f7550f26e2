import { maxLength, optional, regex, string } from 'zod/mini';
import { messageKeys } from './rules';

/**
 * The proof of work a form sends back when the server asked for one (428 `pow_required`): the ALTCHA
 * widget's payload, base64 of the challenge and its solution. Never typed by a person.
 */
export const proofOfWork = optional(string().check(maxLength(4_000, messageKeys.tooLong), regex(/^[A-Za-z0-9+/]+={0,2}$/, messageKeys.required)));
