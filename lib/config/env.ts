import path from 'node:path';
import { z } from 'zod';
import { publicOrigin } from '@/lib/config/forwarded.mjs';

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

/**
 * Demo mode's outbox page: messages wait in the outbox table for anyone to read on this machine,
 * because no transport is configured (neither SMTP_URL nor SMPP_URL) and the backend is embedded.
 * Never in production (PORTAL_ENV, lib/config/production.ts).
 */
export function outboxActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return usesEmbeddedBackend(env) && !env.SMTP_URL?.trim() && !env.SMPP_URL?.trim() && env.PORTAL_ENV !== 'production';
}

/**
 * How a schema of settings is parsed: a variable that is missing reads "is not set" (zod's own words
 * name a type). z.prettifyError then writes one line per problem and one naming its setting.
 */
export const SETTINGS_PARSE: z.core.ParseContext<z.core.$ZodIssue> = {
  error: (issue) => (issue.input === undefined ? 'is not set' : undefined),
};

const urlWith = (protocols: string[], example: string) => z.string().trim().refine((v) => {
  try { return protocols.includes(new URL(v).protocol) && new URL(v).hostname !== ''; } catch { return false; }
}, `must be a URL such as ${example}`);

/** The four settings of real delivery, together or not at all: a portal that e-mails but cannot text loses every sign-up. */
const deliverySchema = z.object({
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example:587'),
  MAIL_FROM: z.string().trim().regex(/^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, 'must be an address, e.g. "Sanad Insurance <no-reply@sanad.example>"'),
  SMPP_URL: urlWith(['smpp:', 'ssmpp:'], 'smpp://system_id:password@smsc.example:2775'),
  SMS_SENDER: z.string().trim().regex(/^(?:[A-Za-z0-9 ]{1,11}|\+?\d{1,15})$/, 'must be a sender id of up to 11 letters and digits, or a number'),
  /**
   * Every message's links are written with it (messageLinkOrigin), so without it no message could be
   * written: the start refuses it rather than a worker failing each message later. The one rule of
   * lib/config/forwarded.mjs decides what it may be.
   */
  PUBLIC_ORIGIN: z.string().superRefine((value, ctx) => {
    try {
      if (!publicOrigin({ PUBLIC_ORIGIN: value })) ctx.addIssue('is not set');
    } catch (error) {
      ctx.addIssue(error instanceof Error ? error.message : String(error));
    }
  }),
});
export type DeliverySettings = z.infer<typeof deliverySchema>;

/**
 * How messages leave: null in demo mode (the outbox page) and against the company's API (it sends
 * its own); otherwise every setting checked, and a clear error naming each one missing or wrong.
 */
export function deliverySettings(env: NodeJS.ProcessEnv = process.env): DeliverySettings | null {
  if (!usesEmbeddedBackend(env)) return null;
  if (!env.SMTP_URL?.trim() && !env.SMPP_URL?.trim()) return null;
  const parsed = deliverySchema.safeParse(env, SETTINGS_PARSE);
  if (parsed.success) return parsed.data;
  throw new Error(`Message delivery needs SMTP_URL, MAIL_FROM, SMPP_URL and SMS_SENDER together, and PUBLIC_ORIGIN for the links in messages:\n${z.prettifyError(parsed.error)}`);
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
 * (checked by the one rule in lib/config/forwarded.mjs), else, in demo mode (the outbox), the portal on
 * this machine, `http://localhost:<PORT>` (portal-server.mjs sets PORT to the port it listens on).
 * With real message providers and no PUBLIC_ORIGIN there is no address a customer could open: it throws.
 */
export function messageLinkOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = publicOrigin(env);
  if (configured) return configured;
  if (outboxActive(env)) return `http://localhost:${Number(env.PORT) || 3000}`;
  throw new Error('PUBLIC_ORIGIN must be set to write links into messages (SMTP_URL or SMPP_URL is set)');
}
