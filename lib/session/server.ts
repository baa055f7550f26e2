import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { serverApi } from '@/lib/api/server';
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
 * The signed-in user re-checked with the backend, once per request: middleware trusts the cookie's
 * gating fields for redirects, screens that show a user's data ask the backend.
 */
export const currentUser = cache(async (lang: string): Promise<User | null> => {
  const session = await readSession();
  if (!session?.user) return null;
  try {
    return (await serverApi({ lang, token: session.token, requestId: await thisRequestId() }).getCurrentUser()).user;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_session_id') return null;
    throw error;
  }
});
