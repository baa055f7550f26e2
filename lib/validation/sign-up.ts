import { z } from 'zod';
import { normaliseIdentityNumber } from './identity-number';
import { confirmationRule, confirmPassword, profileChoices } from './account';
import { email, fullName, latinFullName, optionalText, password } from './fields';
import { mobileNumber } from './mobile';

/**
 * Sign-up's account schemas: the step's form, the flow's kept copy and POST /user. Apart from
 * account.ts because the mobile number (mobile.ts) brings the phone parser and its metadata of number
 * types, which the other account forms (password, code, profile) need not load.
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

export const accountFields = z.object({
  nationality: z.enum(['JO', 'other'], { error: 'signUp.validation.nationality' }),
  national_id: identityNumber,
  passport_id: identityNumber,
  name_ar: fullName(),
  name_en: latinFullName(),
  mobile: mobileNumber,
  email,
  password,
});

/** Step 1 of sign-up, in the browser. */
export const signUpAccountFormSchema = accountFields
  .extend({ confirmPassword: confirmPassword('signUp.validation.confirmPassword') })
  .superRefine(identityRule)
  .superRefine(confirmationRule);

/** Sign-up's account step as the flow keeps it between steps: everything but the password. */
export const signUpStoredAccountSchema = accountFields.omit({ password: true }).superRefine(identityRule);

/** POST /user: the account, the identity journey it verified, and the three choices. */
export const signUpSchema = accountFields
  .extend({ journey_id: z.uuid(), ...profileChoices })
  .superRefine(identityRule);
