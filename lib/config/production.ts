import { z } from 'zod';
import { trustedProxyHops } from '@/lib/config/forwarded.mjs';
import { deliverySettings, SETTINGS_PARSE } from './env';
import { gatewaySettings } from './payment-gateway';

/**
 * PORTAL_ENV: `production` refuses every stand-in (the test payment page and its test cards, the
 * outbox page, the demo banner, the demo seed, the identity check decided by digits) and checks at
 * start that each setting a live portal needs is there. Unset, or `demo`: the demo, as it is.
 */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PORTAL_ENV === 'production';
}

const httpsOrigin = z.string().trim().refine((v) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && (url.pathname === '/' || url.pathname === '') && !url.search && !url.username;
  } catch {
    return false;
  }
}, 'must be the https origin customers use, without a path (https://portal.example.jo)');

const common = z.object({
  PUBLIC_ORIGIN: httpsOrigin,
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters, the same on every server'),
});

/** The portal with its own backend: its database too. */
const embedded = common.extend({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL (postgres://…): PGlite is one process\'s database'),
});

/**
 * Every problem with the settings of a production portal, each naming its setting (those of one
 * schema together, as z.prettifyError lists them); empty when it may start. With API_BASE_URL the company's API does the rest (its payments, its messages); with the
 * embedded backend the portal needs its PostgreSQL, real message delivery and a real payment gateway.
 */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.PORTAL_ENV !== undefined && env.PORTAL_ENV !== '' && env.PORTAL_ENV !== 'production' && env.PORTAL_ENV !== 'demo') {
    return [`PORTAL_ENV must be "production" or "demo" (or unset), not "${env.PORTAL_ENV}"`];
  }
  if (!isProduction(env)) return [];
  const companyApi = Boolean(env.API_BASE_URL?.trim());
  const parsed = (companyApi ? common : embedded).safeParse(env, SETTINGS_PARSE);
  const problems = parsed.success ? [] : [z.prettifyError(parsed.error)];
  if (companyApi) return problems;
  try {
    if (!deliverySettings({ ...env, PORTAL_ENV: 'production' })) problems.push('SMTP_URL, MAIL_FROM, SMPP_URL and SMS_SENDER are not set: one-time codes and e-mails could reach no one');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (env.PAYMENT_URL?.trim()) problems.push('PAYMENT_URL is an unsigned redirect with no way back: it is refused in production');
  try {
    if (!gatewaySettings(env)) problems.push('CHECKOUT_SECRET_KEY, CHECKOUT_PROCESSING_CHANNEL_ID and CHECKOUT_WEBHOOK_SECRET are not set: the portal\'s own test payment page cannot take real cards');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return problems;
}

/**
 * A production portal must know each customer's address for its limits (lib/session/client-address.ts):
 * from the proxies in front (TRUSTED_PROXY_HOPS) under any launcher, or from the socket, which only
 * the portal's own server (`npm start`) records. `portalServer`: whether that server started this process.
 */
export function clientAddressProblem(portalServer: boolean, env: NodeJS.ProcessEnv = process.env): string | null {
  if (!isProduction(env) || portalServer || trustedProxyHops(env) > 0) return null;
  return 'TRUSTED_PROXY_HOPS is 0 and the portal was not started with npm start, so no customer\'s address can be known and all would share one rate limit: '
    + 'set TRUSTED_PROXY_HOPS to the number of proxies in front (1 behind deploy/nginx.conf), or start the portal with npm start';
}
