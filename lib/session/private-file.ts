import 'server-only';
import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { ApiError, INVALID_SESSION } from '@/lib/api/errors';
import { serverApi } from '@/lib/session/transport';
import type { ImageVariant } from '@/lib/config/uploads';
import { SESSION_COOKIE } from '@/lib/config/security';
import { routing } from '@/lib/i18n/routing';
import { openSession } from '@/lib/session/cookie';
import { fileViewOf } from '@/lib/model/uploads/file-view';
import { isRecordId } from '@/lib/validation/record-id';
import { fileHeaders } from '../http/file-headers';
import { redirectToPath } from '../http/redirect';
import { requestIdFrom } from '../http/request-id';

type Api = ReturnType<typeof serverApi>;
type File = { content_type: string; data: string; name?: string };
/** A picture's copy, or nothing for the file itself. */
type Size = ImageVariant | undefined;

const notFound = () => new Response('File not found.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A file of a record the signed-in user may see (an appointment's damage photo, a claim's photo or
 * document), read through the API with the session's token: the backend decides who may read it
 * (anyone else's answers 404), this only checks the address's shape and decodes it. `?size=thumb` or
 * `?size=display` asks for a picture's copy, `?download=1` for the original as a download
 * (lib/model/uploads/file-view.ts). Without a session the visitor signs in; an ended one is reset.
 */
export async function privateFile(request: Request, lang: string, record: string, file: string, load: (api: Api, record: string, file: string, size: Size) => Promise<File>): Promise<Response> {
  const view = fileViewOf(new URL(request.url).searchParams);
  if (!hasLocale(routing.locales, lang) || !isRecordId(record) || !/^[\w-]{1,100}$/.test(file) || !view) return notFound();
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session?.user) return redirectToPath(`/${lang}/signin-signup`, 303);
  try {
    const api = serverApi({ lang, token: session.token, requestId: requestIdFrom(request.headers) });
    const found = await load(api, record, file, view === 'original' || view === 'download' ? undefined : view);
    return new Response(Buffer.from(found.data, 'base64'), { headers: fileHeaders(view, found.content_type, found.name) });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return notFound();
    if (error instanceof ApiError && (error.code === INVALID_SESSION || error.status === 401)) return redirectToPath(`/api/session/reset?lang=${lang}`, 303);
    throw error;
  }
}
