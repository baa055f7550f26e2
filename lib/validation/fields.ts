import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '@/lib/config/business';
import { toLatinDigits } from './digits';

// zod compiles object parsers with `new Function` when it may; its probe for that is reported as a
// Content-Security-Policy violation on pages without 'unsafe-eval' (all of ours). Every schema
// imports this module, so the setting is in place before the first parse.
z.config({ jitless: true });

/**
 * Field rules of spec §5. Each message is a key under `validation` in messages/{en,ar}.json, so the
 * form and the server speak with the same words.
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

const text = (max = 200) =>
  z.string({ error: messageKeys.required }).trim().min(1, messageKeys.required).max(max, messageKeys.tooLong)
    .refine(isPlainText, messageKeys.required);

/**
 * Free text over several lines (a message, a note): line breaks and tabs are kept, Windows line
 * ends become \n; other control characters are refused. `optional` allows the empty string.
 */
const multilineText = (max: number, { optional = false } = {}) =>
  z.string({ error: messageKeys.required }).transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(optional ? 0 : 1, messageKeys.required).max(max, messageKeys.tooLong)
      .refine(isPlainMultilineText, messageKeys.required));

/** Optional single-line text: empty allowed, no control characters. */
const optionalText = (max: number) =>
  z.string({ error: messageKeys.required }).trim().max(max, messageKeys.tooLong).refine(isPlainText, messageKeys.required);

/** A string with its Arabic-Indic digits made Latin, before the rule applies. */
const digitsOf = (max: number) => text(max).transform(toLatinDigits);

export const requiredText = text;
export const requiredMultilineText = (max: number) => multilineText(max);
export const optionalMultilineText = (max: number) => multilineText(max, { optional: true });
export { optionalText };

export const email = text(254).pipe(
  z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, messageKeys.email).transform((v) => v.toLowerCase()),
);

export const PASSWORD_CHARACTERS = 'A-Za-z0-9!$%@#£€*?&_=+-';
export const password = z
  .string({ error: messageKeys.required })
  .min(1, messageKeys.required)
  .max(128, messageKeys.tooLong)
  .regex(
    new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)[A-Za-z0-9!$%@#£€*?&_=+\\-]{${PASSWORD_MIN_LENGTH},}$`),
    messageKeys.password,
  );

/** For sign-in only: any non-empty password, so an old password that predates the rule still works. */
export const currentPassword = z.string({ error: messageKeys.required }).min(1, messageKeys.required).max(128, messageKeys.tooLong)
  .refine(isPlainText, messageKeys.required);

export const fullName = text(120).pipe(
  z.string().refine((v) => v.split(/\s+/).filter(Boolean).length === 4, messageKeys.fullName),
);

export const phone = digitsOf(40).pipe(
  z.string().transform((v) => v.replace(/[\s-]/g, '')).pipe(
    z.string().regex(new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`), messageKeys.phone),
  ),
);

export const otpCode = digitsOf(10).pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messageKeys.otp));

/** Adds the confirmation rule to a schema holding `password` and `confirmPassword`. */
export function withPasswordConfirmation<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messageKeys.passwordMatch,
  });
}
