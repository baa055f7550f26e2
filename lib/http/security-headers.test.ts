/** @jest-environment node */
import type { NextConfig } from 'next';
import { securityHeaders } from './security-headers.mjs';

/** The static policy, directive by directive: what a prerendered page may load, and that no one may frame it. */
const STATIC_POLICY = [
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

const EVERY_RESPONSE = [
  ['Content-Security-Policy', STATIC_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()'],
];

test('every response gets the same security headers, with these values', () => {
  expect(securityHeaders()).toEqual(EVERY_RESPONSE);
});

test('the development server\'s policy lets React evaluate code, and nothing else changes', () => {
  const [first, ...rest] = securityHeaders({ dev: true });
  expect(first).toEqual(['Content-Security-Policy', STATIC_POLICY.replace("script-src 'self' 'unsafe-inline'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'")]);
  expect(rest).toEqual(EVERY_RESPONSE.slice(1));
});

test('next.config sends them on every path, and HSTS for two years only where the proxy says the visitor came over https', async () => {
  // A plain JavaScript file with no declarations: imported by a computed name, typed here.
  const configFile: string = '../../next.config.mjs';
  const nextConfig = ((await import(configFile)) as { default: NextConfig }).default;
  const rules = await nextConfig.headers!();
  const every = rules.find((rule) => !rule.has);
  expect(every?.source).toBe('/:path*');
  expect(every?.headers).toEqual(EVERY_RESPONSE.map(([key, value]) => ({ key, value })));
  const https = rules.find((rule) => rule.has);
  expect(https?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
  expect(https?.headers).toEqual([{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]);
});
