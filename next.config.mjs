import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Security headers on every answer. script-src keeps 'unsafe-inline' so public pages stay
 * statically rendered (a nonce would make every page dynamic); tightening it is a later step.
 */
const csp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

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
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled;
  // pdfkit and its font engine read their own data files at run time too.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pdfkit', 'fontkit'],
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
