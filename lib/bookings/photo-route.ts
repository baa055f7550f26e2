import 'server-only';
import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { ApiError, INVALID_SESSION } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { requestIdFrom } from '@/lib/http/request-id';
import { SESSION_COOKIE } from '@/lib/config/security';
import { routing } from '@/lib/i18n/routing';
import { openSession } from '@/lib/session/cookie';
import { redirectToPath } from '@/lib/http/redirect';
import { isRecordId } from '@/lib/validation/record-id';

const notFound = () => new Response('Photo not found.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A damage photo of an appointment (`?id=<appointment>&photo=<upload id>`), for the customer's and
 * customer care's previews: the backend checks who may see it, this handler only decodes it.
 */
export async function appointmentPhoto(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const photo = url.searchParams.get('photo') ?? '';
  if (!hasLocale(routing.locales, lang) || !isRecordId(id) || !/^[\w-]{1,100}$/.test(photo)) return notFound();
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session?.user) return redirectToPath(`/${lang}/signin-signup`, 303);
  try {
    const file = await serverApi({ lang, token: session.token, requestId: requestIdFrom(request.headers) }).getAppointmentPhoto({ params: { id, second: photo } });
    return new Response(Buffer.from(file.data, 'base64'), {
      headers: { 'content-type': file.content_type, 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound();
    if (error instanceof ApiError && (error.code === INVALID_SESSION || error.status === 401)) {
      return redirectToPath(`/api/session/reset?lang=${lang}`, 303);
    }
    throw error;
  }
}
