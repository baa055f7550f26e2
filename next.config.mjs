import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

import { HSTS, securityHeaders } from './lib/http/security-headers.mjs';

// The security headers go on every response however the portal is started (`npm start`,
// `next start`, standalone output, a platform's runner): from here, and nowhere else. The
// middleware's nonce policy wins on the pages that show customer data.
const header = ([key, value]) => ({ key, value });
const everyResponse = securityHeaders({ dev: process.env.NODE_ENV === 'development' }).map(header);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: everyResponse },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [header(HSTS)] },
    ];
  },
  // Next hashes a prerendered page's whole HTML on every request for its ETag (a quarter of the CPU
  // a landing request costs); the pages are small and a 304 saves little on them.
  generateEtags: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled;
  // pdfkit and its font engine read their own data files at run time too. The mail and SMPP clients
  // are Node libraries (sockets, iconv-lite's tables) loaded as they are. sharp loads its native
  // libvips binary (it is on Next's own list too; named here so no bundler change can drop it).
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pdfkit', 'fontkit', 'nodemailer', 'smpp', 'pino', 'sharp'],
  experimental: {
    // Next buffers the body of every request the middleware sees (pages, not /api) so it can be read
    // twice; no page takes a body, so the buffer stays small instead of the default 10 MB.
    proxyClientMaxBodySize: '1mb',
  },
};

export default withNextIntl(nextConfig);
