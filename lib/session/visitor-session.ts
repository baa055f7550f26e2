import 'server-only';
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { v4 as uuidv4 } from 'uuid';
import { readBody } from '@/lib/api/call';
import { backendTransport } from '@/lib/session/transport';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { log } from '@/lib/log';
import { forwardClientAddress } from './client-address';
import type { SessionData } from './cookie';

type Call = { lang: string; requestId: string };

/** A call of the BFF's own to the backend, with the visitor's language, request id and address. */
function ownCall(request: NextRequest, method: string, path: string, call: Call, o: { token?: string; body: unknown }): Promise<Response> {
  const headers = new Headers({
    accept: 'application/json', 'content-type': 'application/json', 'accept-language': call.lang, [REQUEST_ID_HEADER]: call.requestId,
  });
  if (o.token) headers.set('authorization', `Bearer ${o.token}`);
  // The backend counts new sessions per client address: the one the trusted hops name.
  forwardClientAddress(headers, request.headers);
  const transport = backendTransport();
  return transport.send(new Request(`${transport.baseUrl}${path}`, { method, headers, body: JSON.stringify(o.body) }));
}

/**
 * A new session for the visitor making a call that needs one, or the backend's refusal to make it
 * (429 when the address has started too many), answered to the browser as it came.
 */
export async function startVisitorSession(request: NextRequest, call: Call): Promise<{ session: SessionData } | { refused: Response }> {
  const deviceId = uuidv4();
  const upstream = await ownCall(request, 'POST', '/session', call, { body: { device_id: deviceId } });
  const answer = (await readBody(upstream)) as { auth_token?: unknown } | undefined;
  if (upstream.ok && typeof answer?.auth_token === 'string' && answer.auth_token) {
    return { session: { deviceId, token: answer.auth_token, user: null } };
  }
  const retryAfter = upstream.headers.get('retry-after');
  return { refused: NextResponse.json(answer ?? null, { status: upstream.status, headers: { 'cache-control': 'no-store', ...(retryAfter ? { 'retry-after': retryAfter } : {}) } }) };
}

/**
 * Ends a session made for a call the backend refused: the visitor is left as they came, with no row
 * and no cookie (the backend deletes a visitor's session on logout and gives back its count). A
 * failure is only logged: the row then ends with its short life.
 */
export async function discardVisitorSession(request: NextRequest, session: SessionData, call: Call): Promise<void> {
  try {
    const upstream = await ownCall(request, 'PATCH', '/user/logout', call, { token: session.token, body: { deviceId: session.deviceId } });
    await upstream.body?.cancel();
  } catch (error) {
    log.warn({ err: error, requestId: call.requestId }, 'a refused call\'s session was not ended');
  }
}
