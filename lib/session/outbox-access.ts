import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir, outboxActive } from '@/lib/config/env';
import { fromThisMachine } from './client-address';

/** The header (or `?key=`) that carries the outbox secret. */
export const OUTBOX_KEY_HEADER = 'x-outbox-key';

let cached: string | undefined;

/** OUTBOX_SECRET, or the one generated into DATA_DIR (server.mjs prints it at start). */
export function outboxSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.OUTBOX_SECRET?.trim();
  if (fromEnv) return (cached = fromEnv);
  const file = path.join(dataDir(), 'outbox-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Written meanwhile by server.mjs or another request: read theirs.
    }
  }
  return (cached = readFileSync(file, 'utf8').trim());
}

function sameSecret(given: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(outboxSecret());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The outbox shows one-time and reset codes, so it exists only in demo mode (embedded backend, no
 * message provider), and only for a request from the machine the portal runs on or one carrying the
 * secret. Anyone else gets the same 404 as a deployment with providers.
 */
export function outboxAllowed(headers: Headers, key: string | null | undefined): boolean {
  if (!outboxActive()) return false;
  if (fromThisMachine(headers)) return true;
  const given = key ?? headers.get(OUTBOX_KEY_HEADER);
  return typeof given === 'string' && given.length > 0 && sameSecret(given);
}
