import { hasLocale } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { safeNextPath } from '@/lib/i18n/next-path';
import { getPathname } from './navigation';
import { routing } from './routing';

/** `/{lang}/{rest}` with the language swapped (or added, when the path has none), by next-intl's routing. */
function inLanguage(pathname: string, target: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (hasLocale(routing.locales, segments[0])) segments.shift();
  return getPathname({ href: `/${segments.join('/')}`, locale: target });
}

/**
 * The query in the other language: a `next` that is a same-site path (lib/i18n/next-path) moves to
 * the target language too, so a visitor who switches on the sign-in page returns to the page they asked
 * for in the language they chose; a `next` that is not one is dropped, as the sign-in would ignore it.
 * Every other parameter is kept as it was written (its encoding untouched).
 */
function queryIn(search: string, target: Locale): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (!raw) return '';
  const parts = raw.split('&').filter(Boolean).flatMap((part) => {
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    if (decodeQueryPart(name) !== 'next') return [part];
    const next = safeNextPath(decodeQueryPart(eq === -1 ? '' : part.slice(eq + 1)));
    if (!next) return [];
    const url = new URL(next, 'http://portal.invalid');
    return [`${name}=${encodeURIComponent(`${inLanguage(url.pathname, target)}${url.search}`)}`];
  });
  return parts.length ? `?${parts.join('&')}` : '';
}

function decodeQueryPart(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/**
 * The same page in another language: `/{lang}/{rest}?{query}` with the language swapped and the
 * rest and the query kept (spec §1), the return address (`next`) included.
 */
export function switchLanguagePath(pathname: string, search: string, target: Locale): string {
  return `${inLanguage(pathname, target)}${queryIn(search, target)}`;
}
