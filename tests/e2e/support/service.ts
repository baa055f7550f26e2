import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { test, type APIRequest } from '@playwright/test';
import { seedCustomer, type CustomerTemplate, type Lang, type SeededCustomer } from '../helpers';

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

/**
 * A customer of the spec's own (seedCustomer) made outside any test's page, for a `test.beforeAll`:
 * hooks get no `request` fixture, so this opens a request context of its own on the project's address.
 */
export async function seedOwn(playwright: { request: APIRequest }, template: CustomerTemplate = 'demo'): Promise<SeededCustomer> {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await seedCustomer(request, template);
  } finally {
    await request.dispose();
  }
}
