import { z } from 'zod';
import { CITIES, EMPLOYERS, MONTHLY_INCOMES } from '@/lib/config/registration';
import { LOCALES } from '@/lib/config/business';
import { storedUpload } from './stored-upload';
import { currentPassword, email, fullName, latinFullName, messageKeys, otpCode, password } from './fields';

/**
 * The account forms' schemas, each used by its form (useZodForm) and by the server on the same
 * body. Form-only fields (password confirmation, the identity files before they are sent) are added
 * by `…FormSchema`. Each field's message says what to do with it, under the form's own namespace.
 * Sign-up's account step, which holds the mobile number, is in sign-up.ts.
 */

/** The new password and its confirmation agree (a form-only rule). */
export function confirmationRule(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messageKeys.passwordMatch });
}

/** The new password typed a second time; `required` says so in the form's words. */
export const confirmPassword = (required: string) => z.string({ error: required }).min(1, required);

const oneOf = (choices: { value: string }[], message: string) =>
  z.string({ error: message }).min(1, message).refine((v) => choices.some((c) => c.value === v), message);

/** City, employer and monthly income, each chosen from its list; the messages in the namespace of the form that asks. */
const choicesOf = (namespace: 'signUp' | 'profile') => ({
  city: oneOf(CITIES, `${namespace}.validation.city`),
  employer: oneOf(EMPLOYERS, `${namespace}.validation.employer`),
  monthly_income: oneOf(MONTHLY_INCOMES, `${namespace}.validation.monthlyIncome`),
});

/** Sign-up's three choices, one step each. */
export const profileChoices = choicesOf('signUp');

/**
 * Sign-up's last step: the income, and the password again when the page no longer holds it (it is
 * never stored, so a reload or a language switch forgets it). `needsPassword` is what the page knows.
 */
export function signUpIncomeFormSchema(needsPassword: boolean) {
  const income = z.object({ monthly_income: profileChoices.monthly_income });
  if (!needsPassword) return income;
  return income
    .extend({ password, confirmPassword: confirmPassword('signUp.validation.confirmPassword') })
    .superRefine(confirmationRule);
}

/** One side of the identity document: the id of a file sent to `POST /uploads` (purpose identity). */
export const identityDocumentSchema = z.object({
  side: z.enum(['front', 'back']),
  upload_id: z.uuid({ error: 'validation.uploadMissing' }),
});

/**
 * Sign-up's documents step in the browser: the two sides by field, named as the server names them in
 * its answer (`documents.front`), so a refused side is said at its field.
 */
export const identityDocumentsFormSchema = z.object({
  documents: z.object({
    front: storedUpload('signUp.validation.documentFront', { previewUrl: z.string().optional() }),
    back: storedUpload('signUp.validation.documentBack', { previewUrl: z.string().optional() }),
  }),
});

export const initiateSchema = z.object({
  documents: z.array(identityDocumentSchema).length(2, 'validation.documentSides')
    .refine((docs) => new Set(docs.map((d) => d.side)).size === 2, 'validation.documentSides')
    .refine((docs) => new Set(docs.map((d) => d.upload_id)).size === docs.length, 'validation.documentSides'),
});

/**
 * The details the profile form changes. Not the e-mail or the mobile number: they sign in and receive
 * reset codes, so each changes through its own flow (contact-change.ts).
 */
export const profileSchema = z.object({
  name_ar: fullName(),
  name_en: latinFullName(),
  ...choicesOf('profile'),
  message_language: z.enum(LOCALES, { error: 'profile.validation.messageLanguage' }),
});

export const changePasswordSchema = z.object({ current_password: currentPassword, password });
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmPassword('profile.validation.confirmPassword') })
  .superRefine(confirmationRule);

/** `code`: the one-time code sign-in asks for once the account or the address is under attack. */
export const forgetPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ email, code: otpCode, password });
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: confirmPassword('password.validation.confirmPassword') })
  .superRefine(confirmationRule);
/** A reset from the link sent by e-mail: the link's token (43 base64url characters) stands for the e-mail and the code. */
export const resetLinkSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'password.validation.link'), password });
export const resetLinkFormSchema = resetLinkSchema
  .extend({ confirmPassword: confirmPassword('password.validation.confirmPassword') })
  .superRefine(confirmationRule);
export const otpSchema = z.object({ code: otpCode });
