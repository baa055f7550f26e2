import { NextRequest } from 'next/server';
import { classifyRoute, needsUser, type RouteClass } from '@/lib/access/routes';
import { LOCALES } from '@/lib/config/business';
import { SESSION_COOKIE } from '@/lib/config/security';
import { contentSecurityPolicy } from './csp.mjs';

/**
 * Which pages get a per-request nonce in their Content-Security-Policy: every page that shows
 * customer data (the route classes that need a user: signed-in screens, purchase and booking steps,
 * account states, customer-care screens) and the demo outbox, which shows one-time codes. These
 * pages render on every request, so Next puts the nonce on its own scripts.
 *
 * Two public pages show the backend's data about one customer to whoever holds the link, and get it
 * too: a looked-up cheque (`cheques/{id}/{phone}`, its settlement amount) and QR verification
 * (`policy/qrCode`, a contract's state).
 *
 * The other public pages (landing, sign-in and password reset, the bare cheque form, terms, not
 * found) keep the static policy: they are prerendered at build time, a prerendered page cannot carry
 * a nonce that changes per request, and their HTML is the same for every visitor.
 */
const NONCE_CLASSES: ReadonlySet<RouteClass> = new Set(['protected', 'validate-otp', 'customer-care', 'account-review', 'account-suspended']);
const NONCE_SEGMENTS = new Set(['dev']);
/** Public pages that show one customer's data, each with the path below it. */
const NONCE_PUBLIC_PAGES = [/^cheques\/./, /^policy\/qrCode(\/|$)/];
/**
 * Public pages that show a customer's data only to a visitor with a session: the prices before an
 * account, where a signed-in customer's birth date prices and a session's held answers are a call
 * away. They render on every request already (they read the session), so a nonce costs nothing; a
 * visitor with no cookie has no data there, and the middleware does not run for them (middleware.ts).
 */
const NONCE_SESSION_PAGES = [/^price(\/|$)/];

export function pageNeedsNonce(pathname: string, { session = false }: { session?: boolean } = {}): boolean {
  const [, lang = '', ...rest] = pathname.split('/');
  if (!(LOCALES as readonly string[]).includes(lang)) return false;
  const path = rest.join('/');
  const cls = classifyRoute(path);
  return (NONCE_CLASSES.has(cls) && needsUser(cls)) || NONCE_SEGMENTS.has(rest[0] ?? '') ||
    NONCE_PUBLIC_PAGES.some((page) => page.test(path)) || (session && NONCE_SESSION_PAGES.some((page) => page.test(path)));
}

/** 128 random bits, base64: the nonce of one response. */
function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * For a page that gets a nonce: the request with the policy in its headers (Next reads the nonce from
 * the request's Content-Security-Policy and puts it on the scripts it renders; `x-nonce` is for our
 * own server components), and the policy to send back. Null for other pages and for requests with a
 * body (no page here takes one), which keep the static policy.
 */
export function withPageNonce(request: NextRequest): { request: NextRequest; csp: string } | null {
  const session = request.cookies.has(SESSION_COOKIE);
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !pageNeedsNonce(request.nextUrl.pathname, { session })) return null;
  const nonce = newNonce();
  const csp = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  return { request: new NextRequest(request, { headers }), csp };
}
