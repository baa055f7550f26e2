import { z } from 'zod';
import { CONTACT_CODE_LENGTH } from '@/lib/config/business';
import { toLatinDigits } from '../format/digits';
import { currentPassword, email, messageKeys } from './fields';
import { mobileNumber } from './mobile';

/**
 * A change of e-mail or mobile number, in two calls: the new value with the current password (a code
 * goes to the new value), then the code. Each channel's schema is its form's and the server's.
 */
export const emailChangeSchema = z.object({ channel: z.literal('email'), value: email, current_password: currentPassword });
export const mobileChangeSchema = z.object({ channel: z.literal('mobile'), value: mobileNumber, current_password: currentPassword });
export const contactChangeSchema = z.discriminatedUnion('channel', [emailChangeSchema, mobileChangeSchema]);

export const contactChannel = z.enum(['email', 'mobile']);
export type ContactChannel = z.infer<typeof contactChannel>;

/** The code sent to the new value: CONTACT_CODE_LENGTH digits, Arabic-Indic ones accepted. */
export const contactCode = z.string({ error: messageKeys.otpRequired }).trim().min(1, messageKeys.otpRequired).max(20, messageKeys.otp)
  .transform(toLatinDigits).pipe(z.string().regex(new RegExp(`^\\d{${CONTACT_CODE_LENGTH}}$`), messageKeys.otp));

export const contactChangeConfirmSchema = z.object({ channel: contactChannel, code: contactCode });
