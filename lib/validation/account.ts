import { z } from 'zod';
import { CITIES, EMPLOYERS, MONTHLY_INCOMES } from '@/lib/config/registration';
import { normaliseIdentityNumber } from './identity-number';
import { currentPassword, email, fullName, latinFullName, messageKeys, optionalText, otpCode, password, phone } from './fields';

/**
 * The account forms' schemas, each used by its form (useSchemaForm) and by the server on the same
 * body. Form-only fields (password confirmation) are added by `…FormSchema`.
 */

/** A document number, normalised before its rule applies and as it is stored (one account per number). */
const identityNumber = optionalText(20).transform(normaliseIdentityNumber).optional();

/** National ID for Jordanians (10 digits), passport number for everyone else. */
function identityRule(v: { nationality: 'JO' | 'other'; national_id?: string; passport_id?: string }, ctx: z.RefinementCtx) {
  if (v.nationality === 'JO' && !/^\d{10}$/.test(v.national_id ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['national_id'], message: v.national_id ? 'validation.nationalId' : messageKeys.required });
  }
  if (v.nationality === 'other' && !/^[A-Za-z0-9]{5,20}$/.test(v.passport_id ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['passport_id'], message: v.passport_id ? 'validation.passportId' : messageKeys.required });
  }
}

function confirmationRule(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messageKeys.passwordMatch });
}

export const accountFields = z.object({
  nationality: z.enum(['JO', 'other'], { error: messageKeys.required }),
  national_id: identityNumber,
  passport_id: identityNumber,
  name_ar: fullName(),
  name_en: latinFullName(),
  mobile: phone,
  email,
  password,
});

const oneOf = (choices: { value: string }[]) =>
  z.string({ error: messageKeys.required }).min(1, messageKeys.required)
    .refine((v) => choices.some((c) => c.value === v), messageKeys.required);

export const profileChoices = {
  city: oneOf(CITIES),
  employer: oneOf(EMPLOYERS),
  monthly_income: oneOf(MONTHLY_INCOMES),
};

/** Step 1 of sign-up, in the browser. */
export const signUpAccountFormSchema = accountFields
  .extend({ confirmPassword: z.string({ error: messageKeys.required }).min(1, messageKeys.required) })
  .superRefine(identityRule)
  .superRefine(confirmationRule);

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
  ...profileChoices,
});

export const changePasswordSchema = z.object({ current_password: currentPassword, password });
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string({ error: messageKeys.required }).min(1, messageKeys.required) })
  .superRefine(confirmationRule);

/** `code`: the one-time code sign-in asks for once the account or the address is under attack. */
export const forgetPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ email, code: otpCode, password });
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string({ error: messageKeys.required }).min(1, messageKeys.required) })
  .superRefine(confirmationRule);
export const otpSchema = z.object({ code: otpCode });
