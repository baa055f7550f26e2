import { config, maxLength, minLength, pipe, refine, regex, string, transform, trim } from 'zod/mini';
import { OTP_LENGTH } from '@/lib/config/business';
import { toLatinDigits } from './digits';

// zod compiles object parsers with `new Function` when it may; its probe for that is reported as a
// Content-Security-Policy violation on pages without 'unsafe-eval' (all of ours). Every schema
// imports this module (fields.ts does), so the setting is in place before the first parse.
config({ jitless: true });

/**
 * The field rules the lightest pages need (sign-in, the cheque lookup), in zod/mini: a page whose
 * form imports classic zod ships about 30 kB more. fields.ts builds its classic schemas on these,
 * so each rule is written once.
 *
 * Each message is a key under `validation` in messages/{en,ar}.json, so the form and the server
 * speak with the same words.
 */
export const messageKeys = {
  required: 'validation.required',
  email: 'validation.email',
  password: 'validation.password',
  passwordMatch: 'validation.passwordMatch',
  fullName: 'validation.fullName',
  phone: 'validation.phone',
  otp: 'validation.otp',
  tooLong: 'validation.tooLong',
} as const;

/**
 * C0 and C1 control characters, NUL included (PostgreSQL cannot store it, and the others have no
 * place in a name, an address or a code). Multi-line fields allow the line break and the tab.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** True when a single-line value holds no control character. */
export const isPlainText = (value: string) => !CONTROL_CHARACTERS.test(value);
/** True when a multi-line value holds no control character other than line breaks and tabs. */
export const isPlainMultilineText = (value: string) => !CONTROL_CHARACTERS_BUT_LINES.test(value);

/** Required single-line text: trimmed, 1..max characters, no control characters. */
export const requiredText = (max = 200) =>
  string({ error: messageKeys.required }).check(
    trim(), minLength(1, messageKeys.required), maxLength(max, messageKeys.tooLong), refine(isPlainText, messageKeys.required),
  );

/** For sign-in only: any non-empty password, so an old password that predates the rule still works. */
export const currentPassword = string({ error: messageKeys.required }).check(
  minLength(1, messageKeys.required), maxLength(128, messageKeys.tooLong), refine(isPlainText, messageKeys.required),
);

/** Required text with its Arabic-Indic digits made Latin, before the rule applies. */
export const digitsOf = (max: number) => pipe(requiredText(max), transform(toLatinDigits));

/** A one-time code: OTP_LENGTH digits, Arabic-Indic ones accepted. */
export const otpCode = pipe(digitsOf(10), string().check(regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messageKeys.otp)));
