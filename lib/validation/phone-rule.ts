import { maxLength, optional, pipe, refine, string, transform } from 'zod/mini';
import { toE164 } from '@/lib/phone';
import { messageKeys, requiredText } from './rules';

// In zod/mini, like rules.ts, for the light pages (sign-in, the cheque lookup); phone.ts wraps it for
// the classic schemas. Its own file, so that only the forms with a phone load the phone parser.

/** True when the value is a phone number in any spelling lib/phone reads. */
const isPhone = (value: string) => toE164(value) !== null;

/**
 * A phone number in any spelling (`0791234567`, `+962 79 123 4567`, `00962…`, Arabic-Indic digits),
 * given as E.164 (`+962791234567`): what the server stores and compares, so one phone is one account.
 */
export const phoneNumber = (required: string = messageKeys.phoneRequired) =>
  pipe(requiredText(40, required), pipe(string().check(refine(isPhone, messageKeys.phone)), transform((v: string) => toE164(v) ?? v)));

/** The same, or nothing: an empty value gives undefined. */
export const optionalPhoneNumber = optional(pipe(
  string().check(maxLength(40, messageKeys.phone), refine((v) => v.trim() === '' || isPhone(v), messageKeys.phone)),
  transform((v: string) => toE164(v) ?? undefined),
));
