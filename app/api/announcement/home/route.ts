import { ApiError } from '@/lib/api/errors';
import { publicServerCall } from '@/lib/session/portal-session';
import { requestIdFrom } from '@/lib/http/request-id';
import { requestLanguage } from '@/lib/i18n/accept-language';
import { log } from '@/lib/log';

/**
 * GET /api/announcement/home for the static landing, ahead of the catch-all BFF route: the
 * announcements are the same for every visitor, so they are read with the portal's own session
 * (lib/session/portal-session) rather than by starting one for the visitor. A visitor's first BFF call
 * would otherwise race the session that sign-in or sign-up starts on the same page, and one of the
 * two cookies would win. The answer is the contract's (both languages), cacheable for a minute.
 */
export async function GET(request: Request): Promise<Response> {
  const lang = requestLanguage(request.headers);
  try {
    const body = await publicServerCall(lang, (api) => api.getHomeAnnouncements());
    return Response.json(body, { headers: { 'cache-control': 'public, max-age=60' } });
  } catch (error) {
    log.error({ err: error, requestId: requestIdFrom(request.headers), endpoint: 'getHomeAnnouncements' }, 'announcements failed');
    const status = error instanceof ApiError && error.status < 500 ? error.status : 503;
    return Response.json({ code: 'server_unavailable', message: 'Something went wrong! Please try again later' }, { status });
  }
}
