import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { sessionUserSchema, type SessionUser } from '@/lib/access/gate-user';
import { ANONYMOUS_SESSION_EXTEND_STEP_S, ANONYMOUS_SESSION_MAX_AGE_S, SESSION_COOKIE, SESSION_MAX_AGE_S } from '@/lib/config/security';
import { sessionSecret } from './secret';

export { sessionUserSchema, type SessionUser };

/** What the session cookie holds: never sent to browser JavaScript (httpOnly, encrypted). */
export const sessionDataSchema = z.object({
  deviceId: z.uuid(),
  token: z.string().min(1),
  user: sessionUserSchema.nullable(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

const SESSION_USER_FIELDS = Object.keys(sessionUserSchema.shape) as (keyof SessionUser)[];

/** Whether the cookie already holds these gating fields and user id, so the cookie need not be written again. */
export function sameGateFields(current: SessionUser | null, next: SessionUser): boolean {
  return current !== null && SESSION_USER_FIELDS.every((field) => current[field] === next[field]);
}

let key: Uint8Array | undefined;
async function encryptionKey(): Promise<Uint8Array> {
  if (!key) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionSecret()));
    key = new Uint8Array(digest);
  }
  return key;
}

/**
 * How long a cookie holding `data` lives: a signed-in session's 30 days; a visitor's a day, short of
 * the backend's by the step in which the backend may not yet have moved its end on, so the cookie
 * never names a session the backend has already ended (the BFF writes it again on each use).
 */
export function cookieLifetimeS(data: Pick<SessionData, 'user'>): number {
  return data.user ? SESSION_MAX_AGE_S : ANONYMOUS_SESSION_MAX_AGE_S - ANONYMOUS_SESSION_EXTEND_STEP_S;
}

export async function sealSession(data: SessionData): Promise<string> {
  return new EncryptJWT({ s: data })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${cookieLifetimeS(data)}s`)
    .encrypt(await encryptionKey());
}

/**
 * Cookies opened lately, with their expiry: middleware and the page each open the cookie of every
 * signed-in request, and decrypting it (WebCrypto) was a visible share of a dashboard page's CPU.
 * A cookie value is immutable and authenticated, so its contents can be reused until it expires;
 * a bounded map (oldest out first) keeps memory flat however many visitors come.
 */
const OPENED_MAX = 1000;
const opened = new Map<string, { data: SessionData; expiresAtMs: number }>();

function remember(value: string, data: SessionData, exp: number | undefined): void {
  if (!exp) return;
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value as string);
  opened.set(value, { data, expiresAtMs: exp * 1000 });
}

/** The session in a cookie value, or null when it is absent, tampered with, expired or malformed. */
export async function openSession(value: string | undefined): Promise<SessionData | null> {
  if (!value) return null;
  const known = opened.get(value);
  if (known) {
    if (known.expiresAtMs > Date.now()) return known.data;
    opened.delete(value);
    return null;
  }
  try {
    const { payload } = await jwtDecrypt(value, await encryptionKey());
    const parsed = sessionDataSchema.safeParse(payload.s);
    if (!parsed.success) return null;
    remember(value, parsed.data, payload.exp);
    return parsed.data;
  } catch {
    return null;
  }
}

export function sessionCookieOptions(secure: boolean, data: Pick<SessionData, 'user'>) {
  return {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: cookieLifetimeS(data),
  };
}
