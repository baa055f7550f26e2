import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checkout.com signs each webhook with the key set on the workflow's webhook action: the
 * `Cko-Signature` header is the hex (Base16) HMAC-SHA256 of the request body as sent
 * (https://www.checkout.com/docs/developer-resources/webhooks/manage-webhooks/set-up-your-webhook-receiver).
 * The body must be the raw bytes: JSON parsed and serialised again can differ (number precision,
 * ©, ®, ™), and the signature would then fail.
 */

/** The header Checkout.com sends the signature in (Headers.get is case-insensitive). */
export const SIGNATURE_HEADER = 'cko-signature';

/** The hex HMAC-SHA256 of the raw body: what Checkout.com puts in Cko-Signature. */
export function checkoutSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether `header` is the signature of `rawBody` under `secret`, compared in constant time. A
 * missing, short or non-hex header is simply not valid (no exception, no early exit on content).
 */
export function validCheckoutSignature(rawBody: Buffer, header: string | null, secret: string): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(checkoutSignature(rawBody, secret), 'hex');
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
