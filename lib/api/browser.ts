'use client';

import { readBody } from './call';
import type { Api } from './client';
import { fillPath, type CallInput, type Endpoint } from './define';
import { ApiError, INVALID_SESSION, normaliseError } from './errors';
import { routes, type Route } from './routes';

/**
 * The first call of a page goes alone: with no session cookie yet, the BFF starts a session for it,
 * and two first calls at once would each start one, the later cookie replacing the earlier (a sign-in
 * could land in the session that lost). Later calls wait for it to come back, then run in parallel.
 */
let firstCall: Promise<unknown> | null = null;

/** Runs a call to the BFF in turn: alone if it is the page's first, else once the first is back. */
export async function inTurn<T>(start: () => Promise<T>): Promise<T> {
  if (!firstCall) {
    const sent = start();
    firstCall = sent.catch(() => undefined);
    return sent;
  }
  await firstCall;
  return start();
}

/** One call to the BFF; its answer was checked against the endpoint's response schema there. */
async function send(lang: string, [method, path]: Route, input: CallInput<Endpoint>): Promise<unknown> {
  const url = new URL(`${window.location.origin}/api${fillPath(path, input.params)}`);
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang };
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  let res: Response;
  try {
    res = await inTurn(() => fetch(url, { method, headers, body, credentials: 'same-origin' }));
  } catch (cause) {
    throw new ApiError(503, 'network_error', cause instanceof Error ? cause.message : 'Network error');
  }
  const answer = await readBody(res);
  if (res.ok) return answer;
  // The session has ended: the page reloads at the language root.
  const ended = answer as { code?: string; reload?: string } | undefined;
  if (res.status === 401 && ended?.code === INVALID_SESSION) window.location.assign(ended.reload ?? `/${lang}`);
  throw normaliseError(res.status, answer);
}

/**
 * The API as browser code sees it: the same typed functions as lib/api/client.ts, sent to the BFF
 * (`/api/…`), which adds the token from the httpOnly cookie.
 */
export function browserApi(lang: string): Api {
  const api = {} as Record<string, (input?: CallInput<Endpoint>) => Promise<unknown>>;
  for (const [name, route] of Object.entries(routes)) {
    api[name] = (input = {} as CallInput<Endpoint>) => send(lang, route, input);
  }
  return api as unknown as Api;
}
