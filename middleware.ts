import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { DESTINATIONS, resolveAccess } from '@/lib/access/rules';
import { classifyRoute, needsUser } from '@/lib/access/routes';
import { DEFAULT_LOCALE } from '@/lib/config/business';
import { SESSION_COOKIE } from '@/lib/config/security';
import { routing } from '@/lib/i18n/routing';
import { withPageNonce } from '@/lib/http/page-csp';
import { redirectTo } from '@/lib/http/redirect';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/http/request-id';
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
  const identified = withRequestId(incoming);
  const page = withPageNonce(identified.request);
  const response = await gate(page?.request ?? identified.request);
  if (page) response.headers.set('Content-Security-Policy', page.csp);
  response.headers.set('X-Request-Id', identified.id);
  return response;
}

/**
 * The request's id (lib/http/request-id), also in the headers the page renders with, so that a
 * render error's log line (instrumentation.ts) carries the id the response tells the customer.
 */
function withRequestId(request: NextRequest): { request: NextRequest; id: string } {
  const id = requestIdFrom(request.headers);
  if (request.headers.get(REQUEST_ID_HEADER) === id) return { request, id };
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, id);
  return { request: new NextRequest(request, { headers }), id };
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
  if (!hasLocale(routing.locales, lang) || UNGATED_SEGMENTS.has(rest[0] ?? '')) return response;

  const path = rest.join('/');
  const target = resolveAccess(path, user);
  if (!target) return response;
  const next = target === DESTINATIONS.signIn && needsUser(classifyRoute(path)) ? `?next=${encodeURIComponent(`${pathname}${search}`)}` : '';
  return redirectTo(request, `/${lang}/${target}${next}`);
}

/*
 * Where the middleware runs. Its call alone costs about half of a public page's throughput (STACK.md),
 * so a visitor without a session cookie skips it wherever it has nothing to do: the language-prefixed
 * public pages (landing, sign-in, the cheque form, terms), whose access rules let any visitor through.
 * It still runs, cookie or not, on the root (a redirect), on paths without a language prefix
 * (next-intl adds it), on the routes that need a user (rule 6 sends the visitor to sign-in) and on
 * the pages that get a nonce without one: a looked-up cheque, QR verification, the demo outbox. The
 * segment lists must be literal here for Next to read them at build time; middleware.test.ts checks
 * them against lib/access/routes.ts and lib/http/page-csp.ts for every route the app has.
 */
export const config = {
  matcher: [
    // With a session cookie: every page; not the BFF, Next's own files, or files with an extension.
    { source: '/((?!api|_next|_vercel|healthz|readyz|.*\\..*).*)', has: [{ type: 'cookie', key: 'portal_session' }] },
    '/',
    // Without a language prefix (not the health checks, /healthz and /readyz).
    '/((?!(?:en|ar)(?:/|$)|api|_next|_vercel|healthz|readyz|.*\\..*).*)',
    // A looked-up cheque (its page gets a nonce; the bare form does not, and stays prerendered).
    '/:lang(en|ar)/cheques/:rest+',
    // The routes that need a user, QR verification under `policy`, and the demo outbox.
    '/:lang(en|ar)/:first(dashboard|offers|profile|policy|payment-result|pay|renewal|lababak-service|appointment-preview|appointment-preview-c|car-insurance-renewal|create-policy-travel|create-policy-medical|create-policy-motor|create-policy-personal-accident|create-policy-home|create-lababak-appointment|claims|report-claim|claims-desk|validate-otp|account-review|account-suspended|dev)/:rest*',
  ],
  runtime: 'nodejs',
};
