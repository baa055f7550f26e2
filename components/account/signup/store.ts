'use client';

import type { z } from 'zod';
import type { signUpAccountFormSchema } from '@/lib/validation/account';

export type AccountValues = z.input<typeof signUpAccountFormSchema>;
/** What sign-up keeps across reloads: everything but the password, which stays in memory only. */
export type StoredAccount = Omit<AccountValues, 'password' | 'confirmPassword'>;

export interface SignUpDraft {
  account?: StoredAccount;
  journeyId?: string;
  documents?: { front: string; back: string };
  city?: string;
  employer?: string;
  monthly_income?: string;
}

const KEY = 'signup-draft';

export function loadDraft(): SignUpDraft {
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as SignUpDraft;
  } catch {
    return {};
  }
}

export function saveDraft(draft: SignUpDraft): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  window.sessionStorage.removeItem(KEY);
}

export const STEPS = ['account', 'documents', 'instructions', 'city', 'employer', 'income'] as const;
export type StepName = (typeof STEPS)[number];

/**
 * The furthest step the draft allows: no step can be reached before the steps it depends on. The
 * password is not needed to move on (a reload loses it); the last step asks for it again if so.
 */
export function furthestStep(draft: SignUpDraft): number {
  if (!draft.account) return 0;
  if (!draft.journeyId) return 1;
  if (!draft.city) return 3;
  if (!draft.employer) return 4;
  return 5;
}
