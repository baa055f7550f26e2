import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { readBody } from '@/lib/api/call';
import { INVALID_SESSION } from '@/lib/api/errors';
import { portalToken } from '@/lib/api/public-server';
import { backendTransport } from '@/lib/api/server';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { forwardClientAddress } from './client-address';
import type { Locale } from '@/lib/config/business';

/**
 * A cookieless visitor's anonymous read (offers, announcements, a cheque's status, the current user,
 * which is none): sent with the portal's own session, so the visitor gets no session row and no
 * cookie until they do something that needs one (sign in, sign up, reset a password).
 */
export async function anonymousRead(request: NextRequest, path: string, lang: Locale, body: string, requestId: string): Promise<Response> {
  const transport = backendTransport();
  const send = async (token: string) => {
    const headers = new Headers({ accept: 'application/json', 'accept-language': lang, authorization: `Bearer ${token}`, [REQUEST_ID_HEADER]: requestId });
    if (body) headers.set('content-type', 'application/json');
    forwardClientAddress(headers, request.headers);
    return transport.send(new Request(`${transport.baseUrl}${path}${request.nextUrl.search}`, { method: request.method, headers, body: body || undefined }));
  };
  let upstream = await send(await portalToken());
  let answer = await readBody(upstream);
  if (upstream.status === 401 && (answer as { code?: unknown } | undefined)?.code === INVALID_SESSION) {
    upstream = await send(await portalToken(true));
    answer = await readBody(upstream);
  }
  return NextResponse.json(answer ?? null, { status: upstream.status, headers: { 'cache-control': 'no-store' } });
}
