import Negotiator from 'negotiator';
import type { Locale } from '@/lib/config/business';
import { routing } from './routing';

/** The default language first: a header that takes any language (`*`) gets it. */
const OFFERED: Locale[] = [routing.defaultLocale, ...routing.locales.filter((locale) => locale !== routing.defaultLocale)];

/**
 * The portal language a request asks for in its Accept-Language header (`ar-JO` is Arabic), the
 * default one when it names none of ours or has none. The one place that reads the header: the BFF,
 * the upload route, the announcements route and the backend all answer in this language.
 * `negotiator` (the one next-intl's middleware uses) weighs the header: qualities, the header's order
 * among equals, a regional tag counting as its language, a refused one (q=0) never chosen.
 */
export function requestLanguage(headers: Headers): Locale {
  const negotiator = new Negotiator({ headers: { 'accept-language': headers.get('accept-language') ?? '' } });
  return negotiator.language(OFFERED) ?? routing.defaultLocale;
}
