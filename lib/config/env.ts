import path from 'node:path';

/** Where the embedded backend keeps its database, the session secret and uploads. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || '.data');
}

/** The upstream core API; when unset the portal serves its embedded backend. */
export function apiBaseUrl(): string | undefined {
  return process.env.API_BASE_URL?.replace(/\/+$/, '') || undefined;
}

export function usesEmbeddedBackend(): boolean {
  return apiBaseUrl() === undefined;
}

/** The outbox (SMS and e-mail written to a table) is the provider unless a real one is set. */
export function outboxActive(): boolean {
  return usesEmbeddedBackend() && !process.env.SMS_PROVIDER_URL && !process.env.EMAIL_PROVIDER_URL;
}

/**
 * The card payment redirect URL of spec §9. Unset: the portal's own hosted payment page
 * (`/{lang}/pay/{paymentId}`) takes the card, so everything runs on a fresh machine.
 */
export function paymentUrl(): string | undefined {
  return process.env.PAYMENT_URL?.trim() || undefined;
}
