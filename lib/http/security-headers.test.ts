/** @jest-environment node */
import type { NextConfig } from 'next';
import { HSTS, securityHeaders } from './security-headers.mjs';

test('every response gets the same security headers; the policy forbids framing', () => {
  expect(securityHeaders().map(([name]) => name)).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy']);
  expect(Object.fromEntries(securityHeaders())['Content-Security-Policy']).toContain("frame-ancestors 'none'");
});

test('next.config sends them on every path, and HSTS only where the proxy says the visitor came over https', async () => {
  // A plain JavaScript file with no declarations: imported by a computed name, typed here.
  const configFile: string = '../../next.config.mjs';
  const nextConfig = ((await import(configFile)) as { default: NextConfig }).default;
  const rules = await nextConfig.headers!();
  const every = rules.find((rule) => !rule.has);
  expect(every?.source).toBe('/:path*');
  expect(every?.headers.map((h) => h.key)).toEqual(securityHeaders().map(([name]) => name));
  const https = rules.find((rule) => rule.has);
  expect(https?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
  expect(https?.headers).toEqual([{ key: HSTS[0], value: HSTS[1] }]);
});
