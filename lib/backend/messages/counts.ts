import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/**
 * Counts with their nouns in the messages the backend writes itself (SMS, e-mails, notifications),
 * agreed as each language agrees them: ICU plurals in messages/ (namespace `counts`), Arabic's 1, 2,
 * 3–10, 11–99 and 100 forms as on the screens.
 */
export function countOf(noun: 'minutes' | 'workingDays', n: number, lang: Locale): string {
  return createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'counts' })(noun, { count: n });
}
