import path from 'node:path';
import { publicOrigin } from '@/lib/http/forwarded.mjs';

/** Where the embedded backend keeps its database, the session secret and uploads. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || '.data');
}

/** The upstream core API; when unset the portal serves its embedded backend. */
export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.API_BASE_URL?.replace(/\/+$/, '') || undefined;
}

export function usesEmbeddedBackend(env: NodeJS.ProcessEnv = process.env): boolean {
  return apiBaseUrl(env) === undefined;
}

/** The outbox (SMS and e-mail written to a table) is the provider unless a real one is set. */
export function outboxActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return usesEmbeddedBackend(env) && !env.SMS_PROVIDER_URL && !env.EMAIL_PROVIDER_URL;
}

/**
 * The card payment redirect URL of spec §9. Unset: the portal's own hosted payment page
 * (`/{lang}/pay/{paymentId}`) takes the card, so everything runs on a fresh machine.
 */
export function paymentUrl(): string | undefined {
  return process.env.PAYMENT_URL?.trim() || undefined;
}

/**
 * The origin of every absolute link the portal writes into a message (SMS, e-mail): PUBLIC_ORIGIN
 * (checked by the one rule in lib/http/forwarded.mjs), else, in demo mode (the outbox), the portal on
 * this machine, `http://localhost:<PORT>` (portal-server.mjs sets PORT to the port it listens on).
 * With real message providers and no PUBLIC_ORIGIN there is no address a customer could open: it throws.
 */
export function messageLinkOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = publicOrigin(env);
  if (configured) return configured;
  if (outboxActive(env)) return `http://localhost:${Number(env.PORT) || 3000}`;
  throw new Error('PUBLIC_ORIGIN must be set to write links into messages (SMS_PROVIDER_URL or EMAIL_PROVIDER_URL is set)');
}
