import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

/**
 * The page to return to after sign-in, only when it is a path of this site under a language
 * prefix: never another host (`//evil`, `/\evil`, `https://…`), so it cannot be an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'portal.invalid') return null;
  if (!hasLocale(routing.locales, url.pathname.split('/')[1])) return null;
  return `${url.pathname}${url.search}`;
}
