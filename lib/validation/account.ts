import { z } from 'zod';
import { CITIES, EMPLOYERS, MONTHLY_INCOMES } from '@/lib/config/registration';
import { normaliseIdentityNumber } from './identity-number';
import { storedUpload } from './stored-upload';
import { currentPassword, email, fullName, latinFullName, messageKeys, optionalText, otpCode, password, phone } from './fields';

/**
 * The account forms' schemas, each used by its form (useZodForm) and by the server on the same
 * body. Form-only fields (password confirmation, the identity files before they are sent) are added
 * by `…FormSchema`. Each field's message says what to do with it, under the form's own namespace.
 */

/** A document number, normalised before its rule applies and as it is stored (one account per number). */
const identityNumber = optionalText(20).transform(normaliseIdentityNumber).optional();

/** National ID for Jordanians (10 digits), passport number for everyone else. */
function identityRule(v: { nationality: 'JO' | 'other'; national_id?: string; passport_id?: string }, ctx: z.RefinementCtx) {
  if (v.nationality === 'JO' && !/^\d{10}$/.test(v.national_id ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['national_id'], message: 'validation.nationalId' });
  }
  if (v.nationality === 'other' && !/^[A-Za-z0-9]{5,20}$/.test(v.passport_id ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['passport_id'], message: 'validation.passportId' });
  }
}

function confirmationRule(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messageKeys.passwordMatch });
}

/** The new password typed a second time; `required` says so in the form's words. */
const confirmPassword = (required: string) => z.string({ error: required }).min(1, required);

export const accountFields = z.object({
  nationality: z.enum(['JO', 'other'], { error: 'signUp.validation.nationality' }),
  national_id: identityNumber,
  passport_id: identityNumber,
  name_ar: fullName(),
  name_en: latinFullName(),
  mobile: phone,
  email,
  password,
});

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

/** Step 1 of sign-up, in the browser. */
export const signUpAccountFormSchema = accountFields
  .extend({ confirmPassword: confirmPassword('signUp.validation.confirmPassword') })
  .superRefine(identityRule)
  .superRefine(confirmationRule);

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

/** Sign-up's account step as the flow keeps it between steps: everything but the password. */
export const signUpStoredAccountSchema = accountFields.omit({ password: true }).superRefine(identityRule);

/** POST /user: the account, the identity journey it verified, and the three choices. */
export const signUpSchema = accountFields
  .extend({ journey_id: z.uuid(), ...profileChoices })
  .superRefine(identityRule);

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
