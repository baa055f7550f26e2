import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { v4 as uuidv4 } from 'uuid';
import { readBody } from '@/lib/api/call';
import { isAnonymousRead } from '@/lib/api/access';
import { DEFAULT_MAX_BODY_BYTES } from '@/lib/api/define';
import { findEndpoint } from '@/lib/api/endpoints';
import { INVALID_SESSION } from '@/lib/api/errors';
import { BodyError, readLimitedJsonText } from '@/lib/http/read-limited-body';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { backendTransport, serverApi } from '@/lib/api/server';
import { anonymousRead } from './anonymous-read';
import { loggedCall, type Call } from './call-log';
import { forwardClientAddress } from './client-address';
import { openSession, sameGateFields, sealSession, sessionCookieOptions, type SessionData } from './cookie';
import { isSameOrigin, isSecureRequest, STATE_CHANGING } from './origin';
import { SESSION_COOKIE } from '@/lib/config/security';
import { requestLanguage } from '@/lib/i18n/accept-language';

const TOKEN_FIELDS = ['auth_token', 'authToken'];

const fail = (status: number, code: string, message: string) => NextResponse.json({ code, message }, { status });

/** The token never reaches browser JavaScript: it is taken out of every answer. */
function withoutTokens(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !TOKEN_FIELDS.includes(k)));
}

/**
 * The BFF: lets the browser call the endpoints of spec §7 (and nothing else) with the session kept
 * in the httpOnly cookie. It starts the session lazily, adds the token, refreshes the gating fields
 * from answers that carry the user, and ends the session on invalid_session_id and logout. Each call
 * is logged with its request id (lib/session/call-log).
 */
export async function forward(request: NextRequest, segments: string[]): Promise<Response> {
  return loggedCall(request, `/${segments.join('/')}`.slice(0, 200), (call) => forwardCall(request, segments, call));
}

async function forwardCall(request: NextRequest, segments: string[], call: Call): Promise<Response> {
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  const match = findEndpoint(request.method, `/${segments.join('/')}`);
  if (!match) return fail(404, 'not_found', 'No such endpoint');
  call.endpoint = match.name;
  if (STATE_CHANGING.has(request.method) && !isSameOrigin(request.headers)) {
    return fail(403, 'forbidden_origin', 'Cross-origin requests are not allowed');
  }
  if (match.name === 'createSession') return fail(404, 'not_found', 'No such endpoint');

  const lang = requestLanguage(request.headers);
  let rawBody = '';
  try {
    // Read while it streams, under the endpoint's limit: a chunked body has no length to check first.
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      rawBody = await readLimitedJsonText(request, match.endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    }
  } catch (error) {
    if (error instanceof BodyError) return fail(error.status, error.code, error.message);
    throw error;
  }

  let session = await openSession(request.cookies.get(SESSION_COOKIE)?.value);
  let changed = false;
  call.userId = session?.user?.id;
  // A cookieless visitor's anonymous read needs no session of its own: no row, no cookie (lib/api/access).
  if (!session && isAnonymousRead(match.name)) return anonymousRead(request, path, lang, rawBody, call.requestId);
  if (!session) {
    const deviceId = uuidv4();
    const { auth_token } = await serverApi({ lang }).createSession({ body: { device_id: deviceId } });
    session = { deviceId, token: auth_token, user: null };
    changed = true;
  }

  // The device id lives in the cookie, not in the browser: logout names it here.
  const body = match.name === 'logout' ? JSON.stringify({ deviceId: session.deviceId }) : rawBody;
  const transport = backendTransport();
  const headers = new Headers({
    accept: 'application/json', 'accept-language': lang, authorization: `Bearer ${session.token}`, [REQUEST_ID_HEADER]: call.requestId,
  });
  if (body) headers.set('content-type', 'application/json');
  forwardClientAddress(headers, request.headers);
  const upstream = await transport.send(
    new Request(`${transport.baseUrl}${path}${request.nextUrl.search}`, { method: request.method, headers, body: body || undefined }),
  );
  const answer = await readBody(upstream);
  const secure = isSecureRequest(request.headers);

  if (upstream.status === 401 && (answer as { code?: unknown } | undefined)?.code === INVALID_SESSION) {
    const res = NextResponse.json({ code: INVALID_SESSION, message: 'The session has ended', reload: `/${lang}` }, { status: 401 });
    res.cookies.delete({ name: SESSION_COOKIE, path: '/' });
    return res;
  }

  if (match.name === 'logout') {
    const res = NextResponse.json(answer ?? { ok: true }, { status: upstream.status });
    res.cookies.delete({ name: SESSION_COOKIE, path: '/' });
    return res;
  }

  if (upstream.ok && typeof answer === 'object' && answer !== null) {
    const token = (answer as Record<string, unknown>).auth_token;
    if (typeof token === 'string' && token) {
      session = { ...session, token };
      changed = true;
    }
    const parsed = match.endpoint.response.safeParse(answer);
    const user = parsed.success ? match.endpoint.userOf?.(parsed.data) : undefined;
    if (user) {
      // Written only when the gating fields changed: an unchanged GET /user/current sets no cookie.
      if (!sameGateFields(session.user, user)) {
        session = { ...session, user } satisfies SessionData;
        changed = true;
      }
    } else if (match.name === 'getCurrentUser' && parsed.success && session.user) {
      session = { ...session, user: null };
      changed = true;
    }
    call.userId = session.user?.id;
  }

  const res = NextResponse.json(withoutTokens(answer) ?? null, {
    status: upstream.status,
    headers: { 'cache-control': 'no-store' },
  });
  if (changed) res.cookies.set({ ...sessionCookieOptions(secure), value: await sealSession(session) });
  return res;
}
