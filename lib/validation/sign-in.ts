import { object, optional } from 'zod/mini';
import { currentPassword, otpCode, requiredText } from './rules';

/**
 * Sign-in (POST /user/login), used by the form and by the server. In zod/mini, so the sign-in page
 * ships no classic zod. `code` is asked only past the sign-in limits.
 */
export const loginSchema = object({ login: requiredText(254, 'signIn.validation.login'), password: currentPassword, code: optional(otpCode) });
