import { countPhrase } from '@/lib/format';
import type { Locale } from '@/lib/config/business';

/**
 * Counts with their nouns in the messages the backend writes itself (SMS, e-mails, notifications),
 * agreed as each language agrees them: Arabic's 1, 2, 3–10, 11–99 and 100 forms (lib/format's
 * countPhrase, the same rules as ICU's plural in messages/*.json).
 */
const FORMS = {
  minutes: {
    en: { one: '# minute', other: '# minutes' },
    ar: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' },
  },
  workingDays: {
    en: { one: '# working day', other: '# working days' },
    ar: { one: 'يوم عمل واحد', two: 'يومَي عمل', few: '# أيام عمل', many: '# يوم عمل', other: '# يوم عمل' },
  },
} as const;

export function countOf(noun: keyof typeof FORMS, n: number, lang: Locale): string {
  return countPhrase(n, FORMS[noun][lang], lang);
}
