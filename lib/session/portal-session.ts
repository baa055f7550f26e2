import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Api } from '../api/client';
import { ApiError, INVALID_SESSION } from '../api/errors';
import { serverApi } from './transport';

const tokenKey = Symbol.for('portal.publicSessionToken');
type WithToken = typeof globalThis & { [tokenKey]?: Promise<string> };

/**
 * The portal's own anonymous session, started once per server process and restarted when the backend
 * drops it. Also what the BFF uses for a cookieless visitor's anonymous reads (lib/api/access.ts).
 */
export function portalToken(renew = false): Promise<string> {
  const g = globalThis as WithToken;
  if (renew) delete g[tokenKey];
  g[tokenKey] ??= serverApi({ lang: 'en' })
    .createSession({ body: { device_id: randomUUID() } })
    .then((r) => r.auth_token)
    .catch((error: unknown) => {
      delete g[tokenKey];
      throw error;
    });
  return g[tokenKey];
}

/**
 * Public server-rendered data (QR verification, a shared offer's preview) read with a session of the
 * portal's own (ARCHITECTURE.md), since a server component cannot start the visitor's session: no
 * cookie can be written there. Only for data that any visitor may see.
 */
export async function publicServerCall<T>(lang: string, read: (api: Api) => Promise<T>): Promise<T> {
  try {
    return await read(serverApi({ lang, token: await portalToken() }));
  } catch (error) {
    if (!(error instanceof ApiError && error.code === INVALID_SESSION)) throw error;
    return read(serverApi({ lang, token: await portalToken(true) }));
  }
}
