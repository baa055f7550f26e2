import { hasLocale } from 'next-intl';
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config/business';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // The language is the first path segment (spec §1); `/` always goes to the default one.
  localeDetection: false,
  localeCookie: false,
});

/** The candidate when it is one of the portal's languages, otherwise the default one. */
export function localeOrDefault(candidate: unknown): Locale {
  return hasLocale(routing.locales, candidate) ? candidate : routing.defaultLocale;
}

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
