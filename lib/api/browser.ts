'use client';

import { createApi, type Api } from './client';
import { INVALID_SESSION } from './errors';

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

const sendInTurn = (request: Request) => inTurn(() => fetch(request, { credentials: 'same-origin' }));

/**
 * The API as browser code sees it: the same typed functions, sent to the BFF (`/api/…`), which adds
 * the token from the httpOnly cookie. When the session has ended, the page reloads at the language root.
 */
export function browserApi(lang: string): Api {
  return createApi({
    lang,
    baseUrl: `${window.location.origin}/api`,
    send: async (request) => {
      const res = await sendInTurn(request);
      if (res.status === 401) {
        const body = (await res.clone().json().catch(() => null)) as { code?: string; reload?: string } | null;
        if (body?.code === INVALID_SESSION) window.location.assign(body.reload ?? `/${lang}`);
      }
      return res;
    },
  });
}
