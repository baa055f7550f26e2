/**
 * The Content-Security-Policy of every page, in one place for next.config.mjs (static pages) and the
 * middleware (pages that show customer data). Plain JavaScript because next.config.mjs imports it.
 *
 * - With a nonce: `script-src 'nonce-…' 'strict-dynamic'`: only the scripts Next renders with this
 *   request's nonce run, and the scripts they load; no inline script an attacker could inject.
 * - Without (pages prerendered at build time, which cannot carry a per-request nonce):
 *   `'self' 'unsafe-inline'`, since Next's inline bootstrap scripts must run.
 *
 * @param {{ nonce?: string, dev?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, dev = false } = {}) {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"] : ["'self'", "'unsafe-inline'"];
  // React's development build evaluates code for its error overlay and call stacks.
  if (dev) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
