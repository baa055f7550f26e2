import { z } from 'zod';
import { SETTINGS_PARSE, usesEmbeddedBackend } from './env';

/** https://{prefix}.api.checkout.com, or https://{prefix}.api.sandbox.checkout.com; a local double in tests. */
const baseUrl = z.string().trim()
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: 'must be an http(s) URL such as https://abcdefgh.api.checkout.com', abort: true });

/**
 * The card gateway of the embedded backend: Checkout.com's Hosted Payments Page
 * (lib/backend/payments/gateway/checkout.ts). Its settings go together or not at all; none set, the
 * portal's own test payment page takes the card (demo only: production refuses it). In production
 * the gateway is reached over https only.
 */
const gatewaySchema = (production: boolean) => z.object({
  /** sk_… (or sk_sbox_… for the sandbox): the secret API key, used server to server only. */
  CHECKOUT_SECRET_KEY: z.string().trim().min(8, 'must be the secret API key (sk_…)'),
  CHECKOUT_PROCESSING_CHANNEL_ID: z.string().trim().regex(/^pc_\w{26}$/, 'must be pc_ followed by 26 characters'),
  /** The key set on the webhook in Checkout.com's dashboard: it signs Cko-Signature. */
  CHECKOUT_WEBHOOK_SECRET: z.string().trim().min(16, 'must be the webhook signature key (at least 16 characters)'),
  CHECKOUT_BASE_URL: (production ? baseUrl.refine((v) => new URL(v).protocol === 'https:', 'must be https in production') : baseUrl).optional(),
  /** Where the browser comes back to: the portal's address customers use. */
  PUBLIC_ORIGIN: z.string().trim().min(1, 'must be set: the gateway sends the customer back to it'),
});
export type GatewaySettings = z.infer<ReturnType<typeof gatewaySchema>>;

const NAMES = ['CHECKOUT_SECRET_KEY', 'CHECKOUT_PROCESSING_CHANNEL_ID', 'CHECKOUT_WEBHOOK_SECRET'] as const;

/**
 * The gateway's settings, or null when none is configured (or the company's API takes the
 * payments). Some set and not others, or one wrong: an error naming each, so the server stops at start.
 */
export function gatewaySettings(env: NodeJS.ProcessEnv = process.env): GatewaySettings | null {
  if (!usesEmbeddedBackend(env)) return null;
  if (!NAMES.some((name) => env[name]?.trim())) return null;
  const parsed = gatewaySchema(env.PORTAL_ENV === 'production').safeParse(env, SETTINGS_PARSE);
  if (parsed.success) return parsed.data;
  throw new Error(`The payment gateway needs CHECKOUT_SECRET_KEY, CHECKOUT_PROCESSING_CHANNEL_ID, CHECKOUT_WEBHOOK_SECRET and PUBLIC_ORIGIN together:\n${z.prettifyError(parsed.error)}`);
}

/**
 * How long after a payment's newest hosted session opened the gateway is still asked for its
 * captures (every session carries the payment's id as its reference). A hosted page can be paid
 * until it lapses: Checkout.com's hosted links last 24 hours by default (Payment Links' expires_in
 * of 86400 s), and the portal never asks for longer; an hour more covers a capture that settles, or
 * a webhook that arrives, late. After that, a session is asked about no more.
 */
export const CAPTURE_WATCH_MS = 25 * 60 * 60_000;
