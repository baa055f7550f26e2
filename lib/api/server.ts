import 'server-only';
import { cache } from 'react';
import type { SessionMemo } from '@/lib/backend';
import { apiBaseUrl } from '@/lib/config/env';
import { PORTAL_KEY_HEADER } from './client-address';
import type { Send } from './call';
import { createApi, type Api } from './client';

const EMBEDDED_ORIGIN = 'http://embedded.backend';

/**
 * One session memo per page render (React's request cache); outside a render (route handlers, the
 * BFF) `cache` does not memoise, so every call there gets a fresh map and looks the session up.
 */
const renderSessions = cache((): SessionMemo => new Map());

/** The transport: the upstream API when API_BASE_URL is set, else the embedded backend in-process. */
export function backendTransport(): { send: Send; baseUrl: string } {
  const upstream = apiBaseUrl();
  if (upstream) {
    // The portal's own backend service (`npm run api`) believes the client addresses it is told only with this key.
    const key = process.env.API_CLIENT_KEY;
    const send: Send = (request) => {
      if (key) request.headers.set(PORTAL_KEY_HEADER, key);
      return fetch(request, { cache: 'no-store', redirect: 'manual' });
    };
    return { send, baseUrl: upstream };
  }
  return {
    baseUrl: EMBEDDED_ORIGIN,
    send: async (request) => {
      const { embeddedBackend } = await import('@/lib/backend');
      return (await embeddedBackend()).handle(request, renderSessions());
    },
  };
}

/** Rewrites a request path of the contract onto the transport's base URL. */
export function backendUrl(pathAndQuery: string): string {
  return backendTransport().baseUrl + pathAndQuery;
}

export function serverApi(opts: { lang: string; token?: string }): Api {
  return createApi({ ...backendTransport(), ...opts });
}

/** The development outbox of the embedded backend (not part of the company's API). */
export async function devOutbox() {
  const { outboxMessages } = await import('@/lib/backend');
  return outboxMessages();
}
