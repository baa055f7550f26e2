import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { readBody } from '@/lib/api/call';
import { isAnonymousRead } from '@/lib/api/access';
import { findEndpoint } from '@/lib/api/endpoints';
import { INVALID_SESSION } from '@/lib/api/errors';
import { BodyError } from '@/lib/http/read-limited-body';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { backendTransport } from '@/lib/session/transport';
import { portalToken } from '@/lib/session/portal-session';
import { bodyInit, forwardedBody, type ForwardedBody } from './bff-body';
import { loggedCall, type Call } from './call-log';
import { forwardClientAddress } from './client-address';
import { forwardKnownDevice, keepKnownDevice } from './known-device';
import { openSession, sameGateFields, sealSession, sessionCookieOptions, type SessionData } from './cookie';
import { isSameOrigin, isSecureRequest, STATE_CHANGING } from './origin';
import { discardVisitorSession, startVisitorSession } from './visitor-session';
import { SESSION_COOKIE } from '@/lib/config/security';
import { requestLanguage } from '@/lib/i18n/accept-language';

const TOKEN_FIELDS = ['auth_token', 'authToken', 'device_token'];

const fail = (status: number, code: string, message: string) => NextResponse.json({ code, message }, { status });

/** The tokens (the session's, the browser's known-device one) never reach browser JavaScript: they are taken out of every answer. */
function withoutTokens(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !TOKEN_FIELDS.includes(k)));
}

/**
 * The BFF, the one way the browser reaches the backend: the endpoints of spec §7 (and nothing else),
 * JSON or a file's bytes (POST /api/uploads streams), with the session kept in the httpOnly cookie.
 * It starts the session lazily (a cookieless visitor's reads go with the portal's own session instead,
 * so they get no row and no cookie) and ends again a session it made for a call that was refused, adds
 * the token, refreshes the gating fields from answers that carry the user, and ends the session on
 * invalid_session_id and logout. Each call is
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

  const session = await openSession(request.cookies.get(SESSION_COOKIE)?.value);
  call.userId = session?.user?.id;
  if (session) return (await exchange(request, { match, body, send, call }, { session, started: false })).res;
  if (isAnonymousRead(match.name, request.method)) return anonymousRead(send);
  if (match.name === 'logout') return withoutSessionCookie(NextResponse.json({ ok: true }));

  const own = { lang, requestId: call.requestId };
  const started = await startVisitorSession(request, own);
  if ('refused' in started) return started.refused;
  // The session was made for this call: when the call is refused (or fails) it is ended again, so a
  // refusal leaves no row and no cookie behind.
  let kept = false;
  try {
    const { res, keep } = await exchange(request, { match, body, send, call }, { session: started.session, started: true });
    kept = keep;
    return res;
  } finally {
    if (!kept) await discardVisitorSession(request, started.session, own);
  }
}

type Exchange = {
  match: NonNullable<ReturnType<typeof findEndpoint>>;
  body: ForwardedBody;
  send: (token: string, sent?: ForwardedBody) => Promise<Response>;
  call: Call;
};

/**
 * The call sent with the visitor's session; the cookie written when the session is new or changed.
 * `keep`: whether a session made for this call stays (its call succeeded, or was refused in a way the
 * next call from the same device continues).
 */
async function exchange(
  request: NextRequest, { match, body, send, call }: Exchange, o: { session: SessionData; started: boolean },
): Promise<{ res: Response; keep: boolean }> {
  let { session } = o;
  let changed = false;
  // The device id lives in the cookie, not in the browser: logout names it here.
  const sent: ForwardedBody = match.name === 'logout' ? { kind: 'json', text: JSON.stringify({ deviceId: session.deviceId }) } : body;
  const overLimit = () => sent.kind === 'file' && sent.exceeded();
  let upstream: Response;
  try {
    upstream = await send(session.token, sent);
  } catch (error) {
    if (overLimit()) return { res: fail(413, 'payload_too_large', 'The file is larger than the limit'), keep: false };
    throw error;
  }
  const answer = await readBody(upstream);
  if (overLimit()) return { res: fail(413, 'payload_too_large', 'The file is larger than the limit'), keep: false };
  const code = (answer as { code?: unknown } | undefined)?.code;

  if (upstream.status === 401 && code === INVALID_SESSION) {
    return { res: withoutSessionCookie(NextResponse.json({ code: INVALID_SESSION, message: 'The session has ended', reload: `/${requestLanguage(request.headers)}` }, { status: 401 })), keep: false };
  }

  if (match.name === 'logout') return { res: withoutSessionCookie(NextResponse.json(answer ?? { ok: true }, { status: upstream.status })), keep: false };

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
  // A new session's cookie is written only when it is kept (a refused call's is ended again); a
  // visitor's session lives a day after its last use, so each change it carries writes it again.
  const keep = upstream.ok || (typeof code === 'string' && CONTINUED_REFUSALS.has(code));
  if (keep && (o.started || (!session.user && STATE_CHANGING.has(request.method)))) changed = true;

  const res = answered(withoutTokens(answer), upstream.status);
  if (changed) res.cookies.set({ ...sessionCookieOptions(isSecureRequest(request.headers), session), value: await sealSession(session) });
  if (upstream.ok) keepKnownDevice(res, answer, isSecureRequest(request.headers));
  return { res, keep };
}

/**
 * Refusals a visitor's next call continues from the same device, so a session made for the refused
 * call stays: a sign-in that needs the code just sent to the owner's phone.
 */
const CONTINUED_REFUSALS = new Set(['login_code_required']);

function withoutSessionCookie(res: NextResponse): NextResponse {
  res.cookies.delete({ name: SESSION_COOKIE, path: '/' });
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
  forwardKnownDevice(headers, request);
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
