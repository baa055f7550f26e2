import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { Api } from '@/lib/api/client';
import { serverApi } from '@/lib/session/transport';
import type { User } from '@/lib/api/endpoints/account';
import { ApiError } from '@/lib/api/errors';
import { SESSION_COOKIE } from '@/lib/config/security';
import { requestIdFrom } from '@/lib/http/request-id';
import { openSession, type SessionData } from './cookie';

export const readSession = cache(async (): Promise<SessionData | null> => {
  const store = await cookies();
  return openSession(store.get(SESSION_COOKIE)?.value);
});

/**
 * The id of the request being answered: the middleware's (nginx's when it sent one), or a new one
 * where the middleware did not run. Only for code that already reads the session (a dynamic render):
 * reading headers would make a prerendered page dynamic.
 */
export const thisRequestId = cache(async (): Promise<string> => requestIdFrom(await headers()));

/**
 * The backend as this request's session sees it (its token when there is one), each call carrying
 * and logging this request's id: what a server component or page uses to read the user's data.
 */
export const sessionApi = cache(async (lang: string): Promise<Api> => {
  const session = await readSession();
  return serverApi({ lang, token: session?.token, requestId: await thisRequestId() });
});

/** An answer saying the backend no longer knows the cookie's session (signed out elsewhere, expired). */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'invalid_session_id' || error.code === 'not_signed_in');
}

/**
 * The signed-in user re-checked with the backend, once per request: middleware trusts the cookie's
 * gating fields for redirects, screens that show a user's data ask the backend.
 */
export const currentUser = cache(async (lang: string): Promise<User | null> => {
  const session = await readSession();
  if (!session?.user) return null;
  try {
    return (await (await sessionApi(lang)).getCurrentUser()).user;
  } catch (error) {
    if (sessionEnded(error)) return null;
    throw error;
  }
});
