import { z } from 'zod';
import { PHONE_DIGITS } from '@/lib/config/business';
import { PASSWORD_RULE, passwordNeeds } from './password-rule';
import * as rules from './rules';
import { isPlainMultilineText, isPlainText, messageKeys } from './rules';

export { isPlainMultilineText, isPlainText, messageKeys } from './rules';

// As in rules.ts: no `new Function` probe (a CSP violation on our pages). Set here as well, because in
// the browser zod/mini is its own copy (see next.config.mjs) with its own settings.
z.config({ jitless: true });

/**
 * Field rules of spec §5, in classic zod for the schemas built on them. The rules the light pages
 * share (required text, the sign-in password, the one-time code) are written once, in rules.ts
 * (zod/mini), and wrapped here: a classic string piped into the rule keeps the chainable API.
 */
const text = (max = 200) => z.string({ error: messageKeys.required }).pipe(rules.requiredText(max));

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
const digitsOf = (max: number) => z.string({ error: messageKeys.required }).pipe(rules.digitsOf(max));

export const requiredText = text;
export const requiredMultilineText = (max: number) => multilineText(max);
export const optionalMultilineText = (max: number) => multilineText(max, { optional: true });
export { optionalText };

export const email = text(254).pipe(
  z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, messageKeys.email).transform((v) => v.toLowerCase()),
);

/** A new password (spec §5): the rule and its wording live in password-rule.ts. */
export const password = z
  .string({ error: messageKeys.required })
  .min(1, messageKeys.required)
  .max(PASSWORD_RULE.maxLength, messageKeys.tooLong)
  .refine((v) => passwordNeeds(v).length === 0, messageKeys.password);

/** For sign-in only: any non-empty password, so an old password that predates the rule still works. */
export const currentPassword = z.string({ error: messageKeys.required }).pipe(rules.currentPassword);

/** A person's name as one field (a traveller, a driver): no bidi controls or invisible characters (rules.ts). */
export const personName = (max = 120) => z.string({ error: messageKeys.required }).pipe(rules.personName(max));

/** A customer's name in four words, in either language. */
export const fullName = personName(120).pipe(
  z.string().refine((v) => v.split(/\s+/).filter(Boolean).length === 4, messageKeys.fullName),
);

export const phone = digitsOf(40).pipe(
  z.string().transform((v) => v.replace(/[\s-]/g, '')).pipe(
    z.string().regex(new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`), messageKeys.phone),
  ),
);

export const otpCode = z.string({ error: messageKeys.required }).pipe(rules.otpCode);

/** Adds the confirmation rule to a schema holding `password` and `confirmPassword`. */
export function withPasswordConfirmation<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messageKeys.passwordMatch,
  });
}
