/** @jest-environment node */
import { NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/config/security';
import { pageNeedsNonce, withPageNonce } from './page-csp';

/** A looked-up cheque (a settlement amount) and QR verification (a contract's state) ran under 'unsafe-inline'. */
it.each([
  ['/en/cheques/100001/0790000001', true],
  ['/ar/cheques/100001', true],
  ['/en/policy/qrCode', true],
  ['/ar/policy/qrCode', true],
  ['/en/dashboard', true],
  ['/en/dev/outbox', true],
  ['/en/cheques', false],
  ['/en', false],
  ['/en/terms', false],
  ['/en/signin-signup', false],
  ['/en/chequesx/1', false],
])('%s gets a nonce: %p', (path, expected) => {
  expect(pageNeedsNonce(path)).toBe(expected);
});

/** A signed-in customer's held answers and birth date were a call away on the price pages, under 'unsafe-inline'. */
describe('the price pages', () => {
  const request = (path: string, cookie?: string) => new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} });

  it.each(['/en/price/home', '/ar/price/car', '/en/price/travel', '/en/price/personal-accident'])('%s with a session cookie gets the nonce policy', (path) => {
    const page = withPageNonce(request(path, 'sealed'));
    const nonce = page?.request.headers.get('x-nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 bits
    // Only the scripts Next renders with this response's nonce, and what they load; no inline script.
    expect(page?.csp).toBe([
      "default-src 'self'", `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`, "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
      "font-src 'self'", "connect-src 'self'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'",
    ].join('; '));
    expect(page?.request.headers.get('content-security-policy')).toBe(page?.csp);
  });

  it('keep the static policy for a visitor with no cookie, as the landing page and terms do with one', () => {
    expect(withPageNonce(request('/en/price/home'))).toBeNull();
    expect(withPageNonce(request('/en', 'sealed'))).toBeNull();
    expect(withPageNonce(request('/en/terms', 'sealed'))).toBeNull();
    expect(pageNeedsNonce('/en/pricey', { session: true })).toBe(false);
  });
});
