import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy } from './lib/http/csp.mjs';
import { malformedPathRewrites } from './lib/http/malformed-path.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * The static Content-Security-Policy (script-src 'self' 'unsafe-inline'), for the pages prerendered
 * at build time, which cannot carry a nonce, and for everything else the middleware does not
 * answer with a per-request nonce (see lib/http/csp.mjs and lib/http/page-csp.ts).
 */
const csp = contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development' });

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next hashes a prerendered page's whole HTML on every request for its ETag (a quarter of the CPU
  // a landing request costs); the pages are small and a 304 saves little on them.
  generateEtags: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled;
  // pdfkit and its font engine read their own data files at run time too.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pdfkit', 'fontkit'],
  turbopack: {
    // The browser's zod/mini is the tree-shaken part the portal uses (scripts/vendor-zod-mini.mjs):
    // Turbopack would ship all of zod's core with it, 18 kB more on sign-in and the cheque lookup.
    resolveAlias: { 'zod/mini': { browser: './lib/validation/vendor/zod-mini.browser.js' } },
  },
  experimental: {
    // Next buffers the body of every request the middleware sees (pages, not /api) so it can be read
    // twice; no page takes a body, so the buffer stays small instead of the default 10 MB.
    proxyClientMaxBodySize: '1mb',
  },
  // Before Next matches dynamic routes, which throws on paths that do not decode (a plain-text 500).
  async rewrites() {
    return { beforeFiles: malformedPathRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // HSTS only where the request came over https (TLS ends at the proxy in front of the portal).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
