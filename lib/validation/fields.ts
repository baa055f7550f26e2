import { z } from 'zod';
import { PASSWORD_RULE, passwordNeeds } from './password-rule';
import * as rules from './rules';
import { namePartsOf } from './name-parts';
import { hasNoHiddenFormatting, isPlainMultilineText, isPlainText, messageKeys } from './rules';

export { isPlainMultilineText, isPlainText, messageKeys } from './rules';

// As in rules.ts: no `new Function` probe (a CSP violation on our pages). Set here as well, because in
// the browser zod/mini is its own copy (see next.config.mjs) with its own settings.
z.config({ jitless: true });

/**
 * Field rules of spec §5, in classic zod for the schemas built on them. The rules the light pages
 * share (required text, the sign-in password, the one-time code) are written once, in rules.ts
 * (zod/mini), and wrapped here: a classic string piped into the rule keeps the chainable API.
 *
 * Every free-text builder (required, optional, multi-line) refuses control characters with the
 * field's message and hidden formatting (bidi controls, direction marks, invisible spaces: rules.ts)
 * with `validation.hiddenCharacters`. A field a person types must use one of them, not a bare z.string().
 */
const text = (max = 200, required: string = messageKeys.required) => z.string({ error: required }).pipe(rules.requiredText(max, required));

/**
 * Free text over several lines (a message, a note): line breaks and tabs are kept, Windows line
 * ends become \n; other control characters and hidden formatting are refused. `optional` allows the
 * empty string.
 */
const multilineText = (max: number, { optional = false } = {}) =>
  z.string({ error: messageKeys.required }).transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(optional ? 0 : 1, messageKeys.required).max(max, messageKeys.tooLong)
      .refine(isPlainMultilineText, messageKeys.required).refine(hasNoHiddenFormatting, messageKeys.hiddenCharacters));

/** Optional single-line text: empty allowed, no control characters, no hidden formatting. */
const optionalText = (max: number) =>
  z.string({ error: messageKeys.required }).trim().max(max, messageKeys.tooLong)
    .refine(isPlainText, messageKeys.required).refine(hasNoHiddenFormatting, messageKeys.hiddenCharacters);

export const requiredText = text;
export const requiredMultilineText = (max: number) => multilineText(max);
export const optionalMultilineText = (max: number) => multilineText(max, { optional: true });
export { optionalText };

export const email = text(254, messageKeys.emailRequired).pipe(
  z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, messageKeys.email).transform((v) => v.toLowerCase()),
);

/** A new password (spec §5): the rule and its wording live in password-rule.ts. */
export const password = z
  .string({ error: messageKeys.passwordRequired })
  .min(1, messageKeys.passwordRequired)
  .max(PASSWORD_RULE.maxLength, messageKeys.tooLong)
  .refine((v) => passwordNeeds(v).length === 0, messageKeys.password);

/** For sign-in only: any non-empty password, so an old password that predates the rule still works. */
export const currentPassword = z.string({ error: messageKeys.passwordRequired }).pipe(rules.currentPassword);

/** A person's name as one field (a traveller, a driver): required free text (rules.ts). */
export const personName = (max = 120, required: string = messageKeys.required) =>
  z.string({ error: required }).pipe(rules.personName(max, required));

/** A customer's name in four parts (spec §5), in either language; a compound name counts as one (namePartsOf). */
export const fullName = (required: string = messageKeys.nameRequired) =>
  personName(120, required).pipe(z.string().refine((v) => namePartsOf(v).length === 4, messageKeys.fullName));

/**
 * A name as printed in a passport's Latin letters (the certificate an embassy reads, the name the
 * assistance company looks for): A-Z, spaces, hyphens, apostrophes and dots. Arabic script is refused
 * with a message that says so.
 */
export const latinName = (max = 120, required: string = messageKeys.required) =>
  personName(max, required).pipe(z.string().regex(/^[A-Za-z][A-Za-z .'-]*$/, messageKeys.latinName));

/** A customer's four-part name as in the passport (the English name on certificates): Latin letters. */
export const latinFullName = (required: string = messageKeys.nameRequired) =>
  fullName(required).pipe(latinName(120, required));

export const otpCode = z.string({ error: messageKeys.required }).pipe(rules.otpCode);

/** Adds the confirmation rule to a schema holding `password` and `confirmPassword`. */
export function withPasswordConfirmation<T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messageKeys.passwordMatch,
  });
}
