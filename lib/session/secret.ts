import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir, usesEmbeddedBackend } from '@/lib/config/env';

let cached: string | undefined;

/**
 * SESSION_SECRET from the environment; required in production against a real backend. With the
 * embedded backend a secret is generated once and kept in the data folder, so a fresh machine
 * works with no set-up and sessions survive restarts.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return (cached = fromEnv);
  }
  if (process.env.NODE_ENV === 'production' && !usesEmbeddedBackend()) {
    throw new Error('SESSION_SECRET is required in production when API_BASE_URL is set');
  }
  const dir = dataDir();
  const file = path.join(dir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return (cached = readFileSync(file, 'utf8').trim());
}
