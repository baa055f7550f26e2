import { NextResponse, type NextRequest } from 'next/server';

/**
 * The baseline of a signed-in page: a Content-Security-Policy with a per-request nonce, set the way
 * the portal's middleware sets it (lib/http/page-csp.ts). The bench builds this folder laid over a
 * copy of bench/minimal, as an app of its own: the minimal static page is measured without middleware.
 */
export default function middleware(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'`;
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = { matcher: ['/:lang(en|ar)/dynamic/:path*'], runtime: 'nodejs' };
