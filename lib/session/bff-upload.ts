import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { v4 as uuidv4 } from 'uuid';
import { readBody } from '@/lib/api/call';
import { uploadFile } from '@/lib/api/endpoints/uploads';
import { INVALID_SESSION } from '@/lib/api/errors';
import { backendTransport, serverApi } from '@/lib/api/server';
import { SESSION_COOKIE } from '@/lib/config/security';
import { UPLOAD_NAME_HEADER } from '@/lib/config/uploads';
import { requestLanguage } from '@/lib/i18n/accept-language';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { loggedCall, type Call } from './call-log';
import { openSession, sealSession, sessionCookieOptions } from './cookie';
import { forwardClientAddress } from './client-address';
import { isSameOrigin, isSecureRequest } from './origin';

const fail = (status: number, code: string, message: string) => NextResponse.json({ code, message }, { status });

/** Passes the body on chunk by chunk, counting; past `limit` the stream fails instead of growing. */
function counted(body: ReadableStream<Uint8Array>, limit: number) {
  const state = { bytes: 0, exceeded: false };
  const stream = body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      state.bytes += chunk.byteLength;
      if (state.bytes > limit) {
        state.exceeded = true;
        controller.error(new Error('upload larger than the limit'));
        return;
      }
      controller.enqueue(chunk);
    },
  }));
  return { stream, state };
}

/**
 * The BFF for `POST /api/uploads`: the one route whose body is a file, not JSON. The body streams
 * to the backend (never read whole here) and is cut off past the upload limit; everything else is
 * as for the other endpoints: same-origin only, the session from the cookie (started if missing),
 * one log line with the request id.
 */
export async function forwardUpload(request: NextRequest): Promise<Response> {
  return loggedCall(request, 'uploadFile', (call) => forwardUploadCall(request, call));
}

async function forwardUploadCall(request: NextRequest, call: Call): Promise<Response> {
  if (!isSameOrigin(request.headers)) return fail(403, 'forbidden_origin', 'Cross-origin requests are not allowed');
  const limit = uploadFile.maxBodyBytes ?? 0;
  if (Number(request.headers.get('content-length') ?? 0) > limit) return fail(413, 'payload_too_large', 'The file is larger than the limit');
  if (!request.body) return fail(400, 'file_empty', 'The file is empty');
  const lang = requestLanguage(request.headers);

  let session = await openSession(request.cookies.get(SESSION_COOKIE)?.value);
  let changed = false;
  call.userId = session?.user?.id;
  if (!session) {
    const deviceId = uuidv4();
    const { auth_token } = await serverApi({ lang }).createSession({ body: { device_id: deviceId } });
    session = { deviceId, token: auth_token, user: null };
    changed = true;
  }

  const headers = new Headers({
    accept: 'application/json', 'accept-language': lang, authorization: `Bearer ${session.token}`, [REQUEST_ID_HEADER]: call.requestId,
  });
  for (const name of ['content-type', 'content-length', UPLOAD_NAME_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The address the limits count by: from the socket or trusted proxy hops, never the client's own header.
  forwardClientAddress(headers, request.headers);
  const { stream, state } = counted(request.body, limit);
  const transport = backendTransport();
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers, body: stream, duplex: 'half' };
  let upstream: Response;
  try {
    upstream = await transport.send(new Request(`${transport.baseUrl}${uploadFile.path}${request.nextUrl.search}`, init));
  } catch (error) {
    if (state.exceeded) return fail(413, 'payload_too_large', 'The file is larger than the limit');
    throw error;
  }
  const answer = await readBody(upstream);
  if (state.exceeded) return fail(413, 'payload_too_large', 'The file is larger than the limit');
  if (upstream.status === 401 && (answer as { code?: unknown } | undefined)?.code === INVALID_SESSION) {
    const res = NextResponse.json({ code: INVALID_SESSION, message: 'The session has ended', reload: `/${lang}` }, { status: 401 });
    res.cookies.delete({ name: SESSION_COOKIE, path: '/' });
    return res;
  }
  const res = NextResponse.json(answer ?? null, { status: upstream.status, headers: { 'cache-control': 'no-store' } });
  if (changed) res.cookies.set({ ...sessionCookieOptions(isSecureRequest(request.headers)), value: await sealSession(session) });
  return res;
}
