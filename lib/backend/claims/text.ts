import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { isolateLtr } from '@/lib/format';
import { maskIban } from '@/lib/validation/iban';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** The messages of one language. */
export const messagesOf = (lang: Locale) => (lang === 'ar' ? ar : en);

/** The backend's own claim texts (messages `claimMessages`): notices, texts, e-mails, errors with values. */
export const claimText = (lang: Locale) => createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'claimMessages' });

/** The words the screens share (messages `claims`): states, events, timeline, documents. */
export const claimWords = (lang: Locale) => createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'claims' });

/** A free-text field in the reader's language: its Arabic version where the company wrote one, else as written. */
export const inLanguage = (lang: Locale, text: string, arabic: string | null | undefined) => (lang === 'ar' && arabic ? arabic : text);

/** What the customer quotes: CL- and six digits of the claim's id. */
export const claimReference = (id: number) => `CL-${String(id).padStart(6, '0')}`;

/**
 * An IBAN as a message names it: masked in English (JO•• •••• •••• 0302); in Arabic by its last four
 * digits, which the Arabic text calls "the account ending in" (a Latin code has no place in an Arabic SMS).
 */
export const ibanInText = (iban: string, lang: Locale) => (lang === 'ar' ? isolateLtr(iban.slice(-4)) : maskIban(iban));
