import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { classifyRoute, needsUser } from '@/lib/access/routes';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/business';
import { SESSION_COOKIE } from '@/lib/config/security';
import { routing } from '@/lib/i18n/routing';
import { withPageNonce } from '@/lib/http/page-csp';
import { redirectTo } from '@/lib/http/redirect';
import { openSession } from '@/lib/session/cookie';

const handleI18n = createMiddleware(routing);

/** Downloads and developer tools: not screens, so the gating rules do not apply to them. */
const UNGATED_SEGMENTS = new Set(['documents', 'medical', 'dev']);

/**
 * Pages that show customer data get a Content-Security-Policy with a per-request nonce
 * (lib/http/page-csp). Then next-intl runs first (language prefix), then the access rules of spec §4 on the session cookie.
 * It never calls the backend; screens re-check the user in server code.
 */
export default async function middleware(incoming: NextRequest) {
  const page = withPageNonce(incoming);
  const response = await gate(page?.request ?? incoming);
  if (page) response.headers.set('Content-Security-Policy', page.csp);
  return response;
}

async function gate(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const session = await openSession(request.cookies.get(SESSION_COOKIE)?.value);
  const user = session?.user ?? null;

  if (pathname === '/') {
    const target = user ? (resolveAccess(DESTINATIONS.dashboard, user) ?? DESTINATIONS.dashboard) : '';
    return redirectTo(request, `/${DEFAULT_LOCALE}${target ? `/${target}` : ''}`);
  }

  const response = handleI18n(request);
  if (response.headers.has('location')) return response;

  const [, lang = '', ...rest] = pathname.split('/');
  if (!(LOCALES as readonly string[]).includes(lang) || UNGATED_SEGMENTS.has(rest[0] ?? '')) return response;

  const path = rest.join('/');
  const target = resolveAccess(path, user);
  if (!target) return response;
  const next = target === DESTINATIONS.signIn && needsUser(classifyRoute(path)) ? `?next=${encodeURIComponent(`${pathname}${search}`)}` : '';
  return redirectTo(request, `/${lang}/${target}${next}`);
}

export const config = {
  // Every page; not the BFF, Next's own files, or files with an extension (assets).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
  runtime: 'nodejs',
};
