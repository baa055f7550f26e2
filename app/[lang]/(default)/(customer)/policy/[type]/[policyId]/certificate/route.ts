import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { serverApi } from '@/lib/session/transport';
import { ApiError, INVALID_SESSION } from '@/lib/api/errors';
import { SESSION_COOKIE } from '@/lib/config/security';
import { routing } from '@/lib/i18n/routing';
import { isPolicyId } from '@/lib/model/contracts/lines';
import { redirectToPath } from '@/lib/http/redirect';
import { requestIdFrom } from '@/lib/http/request-id';
import { openSession } from '@/lib/session/cookie';
import { requestOrigin } from '@/lib/config/forwarded.mjs';

type Params = { params: Promise<{ lang: string; type: string; policyId: string }> };

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A travel contract's certificate of insurance as a PDF download, in English from either language's
 * page; its QR code opens the English verification page, the one an embassy officer reads.
 */
export async function GET(request: Request, { params }: Params) {
  const { lang, type, policyId } = await params;
  if (!hasLocale(routing.locales, lang) || type !== 'travel' || !isPolicyId(policyId)) return plain(404, 'Contract not found.');
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session?.user) return redirectToPath(`/${lang}/signin-signup`, 303);

  try {
    const file = await serverApi({ lang, token: session.token, requestId: requestIdFrom(request.headers) }).exportTravelCertificate({
      params: { a: policyId },
      query: { verify_url: `${requestOrigin(request.headers)}/en/policy/qrCode` },
    });
    const name = file.file_name.replace(/[^\w.-]/g, '_');
    return new Response(Buffer.from(file.data, 'base64'), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return plain(404, 'Contract not found.');
    if (error instanceof ApiError && (error.code === INVALID_SESSION || error.status === 401)) {
      return redirectToPath(`/api/session/reset?lang=${lang}`, 303);
    }
    throw error;
  }
}
