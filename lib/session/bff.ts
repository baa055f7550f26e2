import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { v4 as uuidv4 } from 'uuid';
import { readBody } from '@/lib/api/call';
import { isAnonymousRead } from '@/lib/api/access';
import { findEndpoint } from '@/lib/api/endpoints';
import { INVALID_SESSION } from '@/lib/api/errors';
import { BodyError } from '@/lib/http/read-limited-body';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { backendTransport, serverApi } from '@/lib/api/server';
import { portalToken } from '@/lib/api/public-server';
import { bodyInit, forwardedBody, type ForwardedBody } from './bff-body';
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
 * The BFF, the one way the browser reaches the backend: the endpoints of spec §7 (and nothing else),
 * JSON or a file's bytes (POST /api/uploads streams), with the session kept in the httpOnly cookie.
 * It starts the session lazily (a cookieless visitor's anonymous read goes with the portal's own
 * session instead, so it gets no row and no cookie), adds the token, refreshes the gating fields from
 * answers that carry the user, and ends the session on invalid_session_id and logout. Each call is
 * logged with its request id (lib/session/call-log).
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
  // Not the browser's: the session is the BFF's own, the webhook the gateway's (its route passes raw bytes).
  if (match.name === 'createSession' || match.name === 'paymentWebhook') return fail(404, 'not_found', 'No such endpoint');

  const lang = requestLanguage(request.headers);
  let body: ForwardedBody;
  try {
    body = await forwardedBody(request, match.endpoint);
  } catch (error) {
    if (error instanceof BodyError) return fail(error.status, error.code, error.message);
    throw error;
  }
  const send = (token: string, sent: ForwardedBody = body) => sendUpstream(request, path, { lang, token, requestId: call.requestId, body: sent });

  let session = await openSession(request.cookies.get(SESSION_COOKIE)?.value);
  let changed = false;
  call.userId = session?.user?.id;
  if (!session && isAnonymousRead(match.name)) return anonymousRead(send);
  if (!session) {
    const deviceId = uuidv4();
    const { auth_token } = await serverApi({ lang }).createSession({ body: { device_id: deviceId } });
    session = { deviceId, token: auth_token, user: null };
    changed = true;
  }

  // The device id lives in the cookie, not in the browser: logout names it here.
  const sent: ForwardedBody = match.name === 'logout' ? { kind: 'json', text: JSON.stringify({ deviceId: session.deviceId }) } : body;
  const overLimit = () => sent.kind === 'file' && sent.exceeded();
  let upstream: Response;
  try {
    upstream = await send(session.token, sent);
  } catch (error) {
    if (overLimit()) return fail(413, 'payload_too_large', 'The file is larger than the limit');
    throw error;
  }
  const answer = await readBody(upstream);
  if (overLimit()) return fail(413, 'payload_too_large', 'The file is larger than the limit');

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

  const res = answered(withoutTokens(answer), upstream.status);
  if (changed) res.cookies.set({ ...sessionCookieOptions(isSecureRequest(request.headers)), value: await sealSession(session) });
  return res;
}

const answered = (body: unknown, status: number) => NextResponse.json(body ?? null, { status, headers: { 'cache-control': 'no-store' } });

/** The backend's answer to the browser's call, sent with `token`: the caller's language, request id and address. */
function sendUpstream(request: NextRequest, path: string, o: { lang: string; token: string; requestId: string; body: ForwardedBody }): Promise<Response> {
  const headers = new Headers({
    accept: 'application/json', 'accept-language': o.lang, authorization: `Bearer ${o.token}`, [REQUEST_ID_HEADER]: o.requestId,
  });
  const init = bodyInit(o.body, request.headers, headers);
  // The address the limits count by: from the socket or trusted proxy hops, never the client's own header.
  forwardClientAddress(headers, request.headers);
  const transport = backendTransport();
  return transport.send(new Request(`${transport.baseUrl}${path}${request.nextUrl.search}`, { method: request.method, headers, ...init }));
}

/**
 * A cookieless visitor's anonymous read (offers, announcements, a cheque's status, the current user,
 * which is none), sent with the portal's own session; once more with a new one if the backend has
 * ended it.
 */
async function anonymousRead(send: (token: string) => Promise<Response>): Promise<Response> {
  let upstream = await send(await portalToken());
  let answer = await readBody(upstream);
  if (upstream.status === 401 && (answer as { code?: unknown } | undefined)?.code === INVALID_SESSION) {
    upstream = await send(await portalToken(true));
    answer = await readBody(upstream);
  }
  return answered(answer, upstream.status);
}
