import 'server-only';
import { cache } from 'react';
import type { CustomerTemplate, SessionMemo } from '@/lib/backend';
import { apiBaseUrl } from '@/lib/config/env';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { log } from '@/lib/log';
import { PORTAL_KEY_HEADER } from '../api/client-address';
import type { Send } from '../api/call';
import { createApi, type Api } from '../api/client';

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

/**
 * The backend's API for server code. `requestId`: the request a page or route is answering
 * (thisRequestId in lib/session/server.ts for a page, requestIdFrom(request.headers) in a route): each call then carries it to the backend and writes one log
 * line under it, as the BFF's calls do (lib/session/call-log.ts).
 */
export function serverApi({ requestId, ...opts }: { lang: string; token?: string; requestId?: string }): Api {
  const transport = backendTransport();
  return createApi({ ...transport, ...opts, send: requestId ? loggedSend(transport.send, requestId) : transport.send });
}

function loggedSend(send: Send, requestId: string): Send {
  return async (request) => {
    request.headers.set(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    const line = () => ({ requestId, method: request.method, path: new URL(request.url).pathname, durationMs: Math.round(performance.now() - started) });
    try {
      const response = await send(request);
      (response.status >= 500 ? log.warn : log.info).call(log, { ...line(), status: response.status }, 'render call');
      return response;
    } catch (error) {
      log.error({ ...line(), err: error }, 'render call failed');
      throw error;
    }
  };
}

/** The development outbox of the embedded backend (not part of the company's API). */
export async function devOutbox() {
  const { outboxMessages } = await import('@/lib/backend');
  return outboxMessages();
}

/** A customer seeded from a demo account as template, with its data (embedded backend only: the tests' customers). */
export async function devSeedCustomer(template: CustomerTemplate) {
  const { seedCustomer } = await import('@/lib/backend');
  return seedCustomer(template);
}
