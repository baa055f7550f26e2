import { contentSecurityPolicy } from './csp.mjs';

/**
 * The headers every response starts with, set by the portal's server (portal-server.mjs) before
 * Next answers; a header Next or the middleware sets afterwards wins, such as the Content-Security-
 * Policy with a nonce on pages that show customer data (see csp.mjs). Set there, not in
 * next.config.mjs `headers()`, which Next matched against every request at a third of a
 * prerendered page's throughput.
 *
 * @param {{ https: boolean, dev?: boolean }} options `https`: the request came over https, as
 *   isSecureRequest (forwarded.mjs) decides: never on a client's own X-Forwarded-Proto
 * @returns {[string, string][]}
 */
export function securityHeaders({ https, dev = false }) {
  const headers = [
    // The static policy (script-src 'self' 'unsafe-inline'), for the pages prerendered at build time,
    // which cannot carry a nonce, and everything else the middleware does not answer with one.
    ['Content-Security-Policy', contentSecurityPolicy({ dev })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()'],
  ];
  if (https) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return headers;
}
