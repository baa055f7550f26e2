import { LOCALES, type Locale } from '@/lib/config/business';

/**
 * The same page in another language: `/{lang}/{rest}?{query}` with the language swapped and the
 * rest and the query kept (spec §1).
 */
export function switchLanguagePath(pathname: string, search: string, target: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && (LOCALES as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  const rest = segments.length ? `/${segments.join('/')}` : '';
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `/${target}${rest}${query}`;
}
