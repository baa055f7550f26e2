import { config, maxLength, minLength, pipe, refine, regex, string, transform, trim } from 'zod/mini';
import { OTP_LENGTH } from '@/lib/config/business';
import { toLatinDigits } from '../format/digits';

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
  hiddenCharacters: 'validation.hiddenCharacters',
  passwordRequired: 'validation.passwordRequired',
  otpRequired: 'validation.otpRequired',
  emailRequired: 'validation.emailRequired',
  phoneRequired: 'validation.phoneRequired',
  mobileNeeded: 'validation.mobileNeeded',
  nameRequired: 'validation.nameRequired',
  latinName: 'validation.latinName',
} as const;

/**
 * C0 and C1 control characters, NUL included (PostgreSQL cannot store it, and the others have no
 * place in a name, an address or a code). Multi-line fields allow the line break and the tab.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/**
 * Half of a surrogate pair without its other half: JSON may spell one (`"\ud800"`) but PostgreSQL's
 * text and jsonb cannot hold it. Written without the `u` flag, so it matches code units (and without
 * a look-behind or String.isWellFormed, which older phone browsers lack).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the value as text and inside jsonb: no NUL, no lone surrogate. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Characters that steer the direction of text or take no room, and that no typed text needs: the bidi
 * embeddings, overrides and isolates (U+202A-202E, U+2066-2069), the direction marks (U+200E, U+200F,
 * U+061C), and the invisible spaces and joiners without a shaping role (U+200B, U+2060-2064, U+FEFF).
 * In a name, an address, a note or a reason they reorder or hide what a PDF, a staff screen or an
 * e-mail shows. The zero-width non-joiner and joiner (U+200C, U+200D) are kept: they only choose a
 * letter's joined form (Persian and Urdu written in Arabic script use them) or join the parts of an
 * emoji (a family), and cannot move text.
 */
const HIDDEN_FORMATTING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** True when a value holds no direction control or invisible character (see HIDDEN_FORMATTING). */
export const hasNoHiddenFormatting = (value: string) => !HIDDEN_FORMATTING.test(value);

/** True when a single-line value holds no control character and can be stored. */
export const isPlainText = (value: string) => !CONTROL_CHARACTERS.test(value) && isStorableText(value);
/** True when a multi-line value holds no control character other than line breaks and tabs, and can be stored. */
export const isPlainMultilineText = (value: string) => !CONTROL_CHARACTERS_BUT_LINES.test(value) && isStorableText(value);

/** Trimmed, 1..max characters, no control characters: what every typed single-line value is first. */
const plainText = (max: number, required: string) =>
  string({ error: required }).check(
    trim(), minLength(1, required), maxLength(max, messageKeys.tooLong), refine(isPlainText, required),
  );

/**
 * Required free text (a name, an address, a reason, an e-mail): plain text without hidden formatting,
 * which is refused with a message of its own saying to type it again. Every text builder of fields.ts
 * applies the same two rules.
 */
export const requiredText = (max = 200, required: string = messageKeys.required) =>
  pipe(plainText(max, required), string().check(refine(hasNoHiddenFormatting, messageKeys.hiddenCharacters)));

/** A person's name (a customer, a traveller, a driver): required free text. */
export const personName = (max = 120, required: string = messageKeys.required) => requiredText(max, required);

/** For sign-in only: any non-empty password, so an old password that predates the rule still works. */
export const currentPassword = string({ error: messageKeys.passwordRequired }).check(
  minLength(1, messageKeys.passwordRequired), maxLength(128, messageKeys.tooLong), refine(isPlainText, messageKeys.passwordRequired),
);

/**
 * Required text with its Arabic-Indic digits made Latin, before the rule applies. Not free text: the
 * field's own pattern (digits) refuses anything else, a hidden mark included, with the field's message.
 */
export const digitsOf = (max: number, required: string = messageKeys.required) => pipe(plainText(max, required), transform(toLatinDigits));

/** A one-time code: OTP_LENGTH digits, Arabic-Indic ones accepted. */
export const otpCode = pipe(digitsOf(10, messageKeys.otpRequired), string().check(regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messageKeys.otp)));
