import { NextResponse, type NextRequest } from 'next/server';

/**
 * Redirects name a path of this site, never the host the server sees: behind a proxy, or bound to
 * 127.0.0.1, `request.url` names the internal address (issue 8, finding 11).
 */

/** A path on this site: one leading slash (`//host` and `/\host` would leave it). */
function sitePath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) throw new Error(`Not a path on this site: ${path}`);
  return path;
}

/**
 * From a route handler: the Location is the path itself, which browsers resolve against the address
 * they used.
 */
export function redirectToPath(path: string, status: 302 | 303 | 307 = 307): NextResponse {
  return new NextResponse(null, { status, headers: { Location: sitePath(path), 'Cache-Control': 'no-store' } });
}

/**
 * From middleware, which must answer an absolute URL: built on the request's own URL, which Next
 * turns back into a path (it relativizes a redirect on the request's origin), so the Location sent
 * is `/en/signin-signup?next=…` whatever the Host header or the bind address.
 */
export function redirectTo(request: NextRequest, path: string): NextResponse {
  const target = new URL(sitePath(path), 'http://site.invalid');
  const url = request.nextUrl.clone();
  url.pathname = target.pathname;
  url.search = target.search;
  return NextResponse.redirect(url);
}
