/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { checkoutSignature, validCheckoutSignature } from './checkout-signature';

// RFC 4231, test case 2: HMAC-SHA256 of "what do ya want for nothing?" under the key "Jefe".
const RFC_4231_CASE_2 = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
// Worked out once with node:crypto (createHmac('sha256', secret).update(body).digest('hex')).
const BODY = '{"id":"evt_test","type":"payment_approved"}';
const SECRET = 'whsec_portal_test';
const BODY_SIGNATURE = 'dc66d200d34fa6a5ee0029abe7d7187dfdd9e1c041938dae417a11bad5d07c75';

describe('Cko-Signature', () => {
  it('is the hex HMAC-SHA256 of the raw body', () => {
    expect(checkoutSignature(Buffer.from('what do ya want for nothing?'), 'Jefe')).toBe(RFC_4231_CASE_2);
    expect(checkoutSignature(Buffer.from(BODY), SECRET)).toBe(BODY_SIGNATURE);
    expect(createHmac('sha256', SECRET).update(BODY).digest('hex')).toBe(BODY_SIGNATURE);
  });

  it('accepts the right signature, in either case of hex', () => {
    expect(validCheckoutSignature(Buffer.from(BODY), BODY_SIGNATURE, SECRET)).toBe(true);
    expect(validCheckoutSignature(Buffer.from(BODY), BODY_SIGNATURE.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses another body, another key, or a header that is not a signature', () => {
    expect(validCheckoutSignature(Buffer.from(`${BODY} `), BODY_SIGNATURE, SECRET)).toBe(false);
    expect(validCheckoutSignature(Buffer.from(BODY), BODY_SIGNATURE, 'another-secret')).toBe(false);
    for (const header of [null, '', 'sha256=' + BODY_SIGNATURE, BODY_SIGNATURE.slice(0, 63), `${BODY_SIGNATURE}00`, 'z'.repeat(64)]) {
      expect(validCheckoutSignature(Buffer.from(BODY), header, SECRET)).toBe(false);
    }
  });

  it('is computed over bytes, not over JSON parsed and written again', () => {
    const raw = Buffer.from('{"amount": 12340, "name":"\u00a9 Co"}');
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))));
    expect(validCheckoutSignature(reserialised, checkoutSignature(raw, SECRET), SECRET)).toBe(false);
  });
});
