import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { classifyRoute, needsUser } from '@/lib/access/routes';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/business';
import { SESSION_COOKIE } from '@/lib/config/security';
import { routing } from '@/lib/i18n/routing';
import { openSession } from '@/lib/session/cookie';

const handleI18n = createMiddleware(routing);

/** Downloads and developer tools: not screens, so the gating rules do not apply to them. */
const UNGATED_SEGMENTS = new Set(['documents', 'medical', 'dev']);

/**
 * Runs next-intl first (language prefix), then the access rules of spec §4 on the session cookie.
 * It never calls the backend; screens re-check the user in server code.
 */
export default async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const session = await openSession(request.cookies.get(SESSION_COOKIE)?.value);
  const user = session?.user ?? null;

  if (pathname === '/') {
    const target = user ? (resolveAccess(DESTINATIONS.dashboard, user) ?? DESTINATIONS.dashboard) : '';
    return NextResponse.redirect(new URL(`/${DEFAULT_LOCALE}${target ? `/${target}` : ''}`, request.url));
  }

  const response = handleI18n(request);
  if (response.headers.has('location')) return response;

  const [, lang = '', ...rest] = pathname.split('/');
  if (!(LOCALES as readonly string[]).includes(lang) || UNGATED_SEGMENTS.has(rest[0] ?? '')) return response;

  const path = rest.join('/');
  const target = resolveAccess(path, user);
  if (!target) return response;
  const url = new URL(`/${lang}/${target}`, request.url);
  if (target === DESTINATIONS.signIn && needsUser(classifyRoute(path))) {
    url.searchParams.set('next', `${pathname}${search}`);
  }
  return NextResponse.redirect(url);
}

export const config = {
  // Every page; not the BFF, Next's own files, or files with an extension (assets).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
  runtime: 'nodejs',
};
