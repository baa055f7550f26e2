import { contentSecurityPolicy } from './csp.mjs';

/**
 * The headers every response carries, set by next.config.mjs `headers()` so that every launcher sends
 * them (`npm start`, `next start`, standalone output); a header the middleware sets wins, such as the
 * Content-Security-Policy with a nonce on pages that show customer data (see csp.mjs). Plain
 * JavaScript because next.config.mjs imports it.
 *
 * @param {{ dev?: boolean }} [options]
 * @returns {[string, string][]}
 */
export function securityHeaders({ dev = false } = {}) {
  return [
    // The static policy (script-src 'self' 'unsafe-inline'), for the pages prerendered at build time,
    // which cannot carry a nonce, and everything else the middleware does not answer with one.
    ['Content-Security-Policy', contentSecurityPolicy({ dev })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()'],
  ];
}

/**
 * HSTS, on responses to a request that reached the front door over https: the proxy that ends TLS says
 * so in X-Forwarded-Proto (deploy/nginx.conf). Decided per request, not from a setting read at build
 * time. A client that sends the header itself over plain http gets a header its browser must ignore
 * (RFC 6797 §8.1: HSTS is only taken from a secure connection), so it needs no trust rule.
 */
export const HSTS = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];
