import { object, optional, pipe, transform } from 'zod/mini';
import { toE164 } from '@/lib/phone';
import { currentPassword, otpCode, requiredText } from './rules';

/**
 * The login as accounts hold it, so that any spelling signs in and the sign-in limits count the
 * account, not the spelling: an e-mail address lowercased, a phone number in E.164 (lib/phone). Anything
 * else is left as typed (and finds no account).
 */
const login = pipe(
  requiredText(254, 'signIn.validation.login'),
  transform((v: string) => (v.includes('@') ? v.toLowerCase() : toE164(v) ?? v)),
);

/**
 * Sign-in (POST /user/login), used by the form and by the server. In zod/mini, so the sign-in page
 * ships no classic zod. `code` is asked only past the sign-in limits.
 */
export const loginSchema = object({ login, password: currentPassword, code: optional(otpCode) });
