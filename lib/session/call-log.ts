import 'server-only';
import { requestIdFrom } from '@/lib/http/request-id';
import { log } from '@/lib/log';

/** What the log line of one call says about it, filled in as the call learns it. */
export interface Call {
  readonly requestId: string;
  /** The endpoint's name (lib/api/endpoints), or the path asked for when it names none. */
  endpoint: string;
  /** The signed-in user, when the session knows them. */
  userId?: number;
}

const unavailable = () => Response.json({ code: 'server_unavailable', message: 'Something went wrong! Please try again later' }, { status: 503 });

/**
 * One call through the BFF to the backend: its request id (the caller's, if well formed, else a new
 * one) goes to the backend as `x-request-id` (the handler's job, from `call.requestId`) and back to
 * the caller as X-Request-Id; a call that throws is answered 503. Each call writes one log line:
 * info, warn for a 5xx answer, error with the cause for a throw.
 */
export async function loggedCall(request: Request, endpoint: string, handle: (call: Call) => Promise<Response>): Promise<Response> {
  const call: Call = { requestId: requestIdFrom(request.headers), endpoint };
  const started = performance.now();
  let response: Response;
  let failure: { err: unknown } | undefined;
  try {
    response = await handle(call);
  } catch (error) {
    failure = { err: error };
    response = unavailable();
  }
  response.headers.set('X-Request-Id', call.requestId);
  const line = {
    requestId: call.requestId, endpoint: call.endpoint, method: request.method, status: response.status,
    durationMs: Math.round(performance.now() - started), userId: call.userId,
  };
  if (failure) log.error({ ...line, ...failure }, 'api call failed');
  else if (response.status >= 500) log.warn(line, 'api call');
  else log.info(line, 'api call');
  return response;
}
