import { hasLocale } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { routing } from './routing';

const LANGUAGE_RANGE = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i;

/** The primary languages a header names, most wanted first; a range it refuses (q=0) or cannot state is left out. */
function languagesByQuality(header: string): string[] {
  const ranges = header.split(',').flatMap((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => /^q=/i.test(param));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!LANGUAGE_RANGE.test(range) || !(quality > 0 && quality <= 1)) return [];
    return [{ language: range.split('-')[0]?.toLowerCase() ?? '', quality }];
  });
  // sort is stable: among equal qualities the header's own order stands.
  return ranges.sort((a, b) => b.quality - a.quality).map((r) => r.language);
}

/**
 * The portal language a request asks for in its Accept-Language header (`ar-JO` is Arabic), the
 * default one when it names none of ours or has none. The one place that reads the header: the BFF,
 * the upload route, the announcements route and the backend all answer in this language.
 */
export function requestLanguage(headers: Headers): Locale {
  const languages = languagesByQuality(headers.get('accept-language') ?? '');
  return languages.find((language): language is Locale => hasLocale(routing.locales, language)) ?? routing.defaultLocale;
}
