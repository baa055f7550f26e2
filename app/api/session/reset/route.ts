import type { NextRequest } from 'next/server';
import { redirectToPath } from '@/lib/http/redirect';
import { SESSION_COOKIE } from '@/lib/config/security';
import { localeOrDefault } from '@/lib/i18n/routing';
import { requestIdFrom } from '@/lib/http/request-id';
import { sessionIsGone } from '@/lib/session/session-is-gone';

/**
 * Where a server-rendered page sends the browser when its cookie names a session the backend no
 * longer knows (spec §4, invalid_session_id): the cookie is cleared here, since pages cannot write
 * cookies, and the visitor starts again at the language root.
 *
 * It is a GET any page or link can reach, so it is no way to log out: it clears the cookie only when
 * the backend confirms the session has ended, and never for a request from another site. Logging out
 * is the same-origin PATCH /user/logout through the BFF, which ends the backend session.
 */
export async function GET(request: NextRequest) {
  const target = localeOrDefault(request.nextUrl.searchParams.get('lang'));
  const res = redirectToPath(`/${target}`);
  const fromElsewhere = request.headers.get('sec-fetch-site') === 'cross-site';
  if (!fromElsewhere && (await sessionIsGone(request.cookies.get(SESSION_COOKIE)?.value, target, requestIdFrom(request.headers)))) {
    res.cookies.delete({ name: SESSION_COOKIE, path: '/' });
  }
  return res;
}
