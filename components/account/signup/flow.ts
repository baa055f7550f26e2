import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import type { IdentityFiles } from './DocumentsStep';
import { profileChoices } from '@/lib/validation/account';
import { signUpAccountFormSchema, signUpStoredAccountSchema } from '@/lib/validation/sign-up';

export type AccountValues = z.input<typeof signUpAccountFormSchema>;

/** What sign-up gathers: the account, the identity journey and its documents, and three choices. */
export type SignUpData = Omit<AccountValues, 'confirmPassword'> & {
  confirmPassword?: string;
  journey_id?: string;
  /** The files the journey was started with, shown when the customer comes back. */
  documents?: IdentityFiles;
  city: string;
  employer: string;
  monthly_income: string;
};

/**
 * Sign-up in five steps. The scan's "what happens next" is shown inside the documents step, not as
 * a numbered step of its own. The password stays in memory only: after a reload the last step asks
 * for it again.
 */
export const signUpFlow = defineFlow<SignUpData>({
  id: 'signup',
  version: 3,
  transient: ['password', 'confirmPassword'],
  steps: [
    { key: 'account', label: 'signUp.steps.account', schema: signUpStoredAccountSchema },
    { key: 'documents', label: 'signUp.steps.documents', schema: z.object({ journey_id: z.uuid() }) },
    { key: 'city', label: 'signUp.steps.city', schema: z.object({ city: profileChoices.city }) },
    { key: 'employer', label: 'signUp.steps.employer', schema: z.object({ employer: profileChoices.employer }) },
    { key: 'income', label: 'signUp.steps.income', schema: z.object({ monthly_income: profileChoices.monthly_income }) },
  ],
});
