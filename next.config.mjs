import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

import { securityHeaders } from './lib/http/security-headers.mjs';

// The security headers go on every response however the portal is started (`next start`, standalone
// output, a platform's runner), from here; portal-server.mjs (`npm start`) sets the same ones before
// Next and answers a visitor's prerendered pages itself. The middleware's nonce policy wins on the
// pages that show customer data. HSTS when the address customers use is https.
const https = /^https:/i.test(process.env.PUBLIC_ORIGIN?.trim() ?? '');
const everyResponse = securityHeaders({ https, dev: process.env.NODE_ENV === 'development' }).map(([key, value]) => ({ key, value }));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: everyResponse }];
  },
  // Next hashes a prerendered page's whole HTML on every request for its ETag (a quarter of the CPU
  // a landing request costs); the pages are small and a 304 saves little on them.
  generateEtags: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled;
  // pdfkit and its font engine read their own data files at run time too. The mail and SMPP clients
  // are Node libraries (sockets, iconv-lite's tables) loaded as they are.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pdfkit', 'fontkit', 'nodemailer', 'smpp', 'pino'],
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
};

export default withNextIntl(nextConfig);
