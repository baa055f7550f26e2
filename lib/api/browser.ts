'use client';

import { createApi, type Api } from './client';
import { INVALID_SESSION } from './errors';

/**
 * The API as browser code sees it: the same typed functions, sent to the BFF (`/api/…`), which adds
 * the token from the httpOnly cookie. When the session has ended, the page reloads at the language root.
 */
export function browserApi(lang: string): Api {
  return createApi({
    lang,
    baseUrl: `${window.location.origin}/api`,
    send: async (request) => {
      const res = await fetch(request, { credentials: 'same-origin' });
      if (res.status === 401) {
        const body = (await res.clone().json().catch(() => null)) as { code?: string; reload?: string } | null;
        if (body?.code === INVALID_SESSION) window.location.assign(body.reload ?? `/${lang}`);
      }
      return res;
    },
  });
}
