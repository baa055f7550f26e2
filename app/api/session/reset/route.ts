import type { NextRequest } from 'next/server';
import { redirectToPath } from '@/lib/http/redirect';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/business';
import { SESSION_COOKIE } from '@/lib/config/security';

/**
 * Where a server-rendered page sends the browser when its cookie names a session the backend no
 * longer knows (spec §4, invalid_session_id): the cookie is cleared here, since pages cannot write
 * cookies, and the visitor starts again at the language root.
 */
export function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang') ?? '';
  const target = (LOCALES as readonly string[]).includes(lang) ? lang : DEFAULT_LOCALE;
  const res = redirectToPath(`/${target}`);
  res.cookies.delete({ name: SESSION_COOKIE, path: '/' });
  return res;
}
