/** @jest-environment node */
import { pageNeedsNonce } from './page-csp';

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
