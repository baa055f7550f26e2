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

type Params = { params: Promise<{ lang: string; id: string; fileId: string }> };

const notFound = () => new Response('File not found.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A photo or document of the customer's own claim (claims/{id}/files/{file}), as lib/bookings/photo-route.ts
 * serves an appointment's: the backend checks whose it is (anyone else's answers 404), this only decodes it.
 */
export async function GET(request: Request, { params }: Params) {
  const { lang, id, fileId } = await params;
  if (!hasLocale(routing.locales, lang) || !isRecordId(id) || !/^[\w-]{1,100}$/.test(fileId)) return notFound();
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session?.user) return redirectToPath(`/${lang}/signin-signup`, 303);
  try {
    const file = await serverApi({ lang, token: session.token, requestId: requestIdFrom(request.headers) }).getClaimFile({ params: { id, second: fileId } });
    return new Response(Buffer.from(file.data, 'base64'), {
      headers: {
        'content-type': file.content_type,
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return notFound();
    if (error instanceof ApiError && (error.code === INVALID_SESSION || error.status === 401)) return redirectToPath(`/api/session/reset?lang=${lang}`, 303);
    throw error;
  }
}
