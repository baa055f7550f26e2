import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import type { Lang } from '../helpers';

/** The service screens' words, straight from the message files, per language. */
export const messages = { en, ar } as const;

export function words(lang: Lang) {
  const m = messages[lang];
  return { contact: m.contact, findUs: m.findUs, cheques: m.cheques, terms: m.terms, validation: m.validation };
}

/** A message with its `{placeholders}` and `<tags>` filled in the simple way the tests need. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/<\/?\w+>/g, '').replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** The demo customer's names, which a customer made like it (seedCustomer 'demo') has too. */
export const DEMO = {
  name: { en: 'Omar Khaled Saleh Haddad', ar: 'عمر خالد صالح الحداد' },
} as const;

