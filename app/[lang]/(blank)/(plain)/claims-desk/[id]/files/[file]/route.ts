import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { ApiError, INVALID_SESSION } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { SESSION_COOKIE } from '@/lib/config/security';
import { redirectToPath } from '@/lib/http/redirect';
import { requestIdFrom } from '@/lib/http/request-id';
import { routing } from '@/lib/i18n/routing';
import { openSession } from '@/lib/session/cookie';
import { isRecordId } from '@/lib/validation/record-id';

const notFound = () => new Response('File not found.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A claim's photo or document for the claims desk (`/{lang}/claims-desk/{id}/files/{file}`): the
 * backend decides who may read it (customer care any claim's), this handler only decodes it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string; file: string }> }) {
  const { lang, id, file } = await params;
  if (!hasLocale(routing.locales, lang) || !isRecordId(id) || !/^[\w-]{1,100}$/.test(file)) return notFound();
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session?.user) return redirectToPath(`/${lang}/signin-signup`, 303);
  try {
    const found = await serverApi({ lang, token: session.token, requestId: requestIdFrom(request.headers) }).getClaimFile({ params: { id, second: file } });
    return new Response(Buffer.from(found.data, 'base64'), {
      headers: { 'content-type': found.content_type, 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound();
    if (error instanceof ApiError && (error.code === INVALID_SESSION || error.status === 401)) {
      return redirectToPath(`/api/session/reset?lang=${lang}`, 303);
    }
    throw error;
  }
}
