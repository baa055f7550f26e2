import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { HttpError } from '../http';
import { messagesOf } from './text';

type Values = Record<string, string | number>;

/**
 * A claim's refusal in the request's language: the message of `claimMessages.errors.<code>` when it
 * names values (a claim number, a day), else the screens' own `errors.<code>`, so the server's words
 * and the browser's (useApiErrorMessage, by code) are the same sentence.
 */
export function claimError(status: number, code: string, lang: Locale, values: Values = {}, extra: Record<string, unknown> = {}): HttpError {
  const t = createTranslator({ locale: lang, messages: messagesOf(lang) });
  const withValues = `claimMessages.errors.${code}` as Parameters<typeof t>[0];
  const plain = `errors.${code}` as Parameters<typeof t>[0];
  const message = t.has(withValues) ? t(withValues, values as never) : t.has(plain) ? t(plain) : code;
  return new HttpError(status, code, message, extra);
}

/** A field's refusal: the message, and the field's key for the form (`fields`), both from `errors.<code>`. */
export const fieldError = (code: string, field: string, lang: Locale, values: Values = {}) =>
  claimError(400, code, lang, values, { fields: { [field]: `errors.${code}` } });

export const claimNotFound = (lang: Locale) => claimError(404, 'claim_not_found', lang);
/** The claim moved on since the caller read it (another step, another staff member). */
export const claimChanged = (lang: Locale) => claimError(409, 'claim_changed', lang);
/** The decision a customer answered is no longer the one that stands (a new decision, a dispute from another tab). */
export const decisionChanged = (lang: Locale) => claimError(409, 'claim_decision_changed', lang);
/** The step is not one the claim's state allows (the actions the views list say which are). */
export const stepNotAllowed = (lang: Locale) => claimError(409, 'claim_step_not_allowed', lang);
