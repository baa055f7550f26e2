import 'server-only';
import { ApiError, INVALID_SESSION } from '@/lib/api/errors';
import { serverApi } from '@/lib/session/transport';
import { openSession } from './cookie';

/**
 * Whether a session cookie is worth nothing: it does not open (tampered, expired, another secret),
 * or the backend answers that its session is unknown. Any other answer, or no answer, keeps it:
 * a cookie is never thrown away on a guess.
 */
export async function sessionIsGone(cookie: string | undefined, lang: string, requestId?: string): Promise<boolean> {
  if (!cookie) return false;
  const session = await openSession(cookie);
  if (!session) return true;
  try {
    await serverApi({ lang, token: session.token, requestId }).getCurrentUser();
    return false;
  } catch (error) {
    return error instanceof ApiError && error.code === INVALID_SESSION;
  }
}
