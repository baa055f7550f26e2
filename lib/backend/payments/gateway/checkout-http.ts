import { GatewayError } from './gateway';

/**
 * One call to Checkout.com's REST API: Bearer secret key, JSON both ways, a timeout on every call,
 * and failures as GatewayError with the HTTP status and Checkout.com's `error_type`/`error_codes`
 * (its error body is `{request_id, error_type, error_codes}`; a 401 has no body). The key lives only
 * in the Authorization header: it is never part of a message, so a logged error cannot leak it.
 */

export interface CheckoutHttp {
  secretKey: string;
  /** https://{prefix}.api.checkout.com (or api.checkout.com, or the test double), without a trailing slash. */
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

interface CheckoutErrorBody {
  request_id?: unknown;
  error_type?: unknown;
  error_codes?: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The GatewayError for a non-2xx answer, with whatever Checkout.com said about it. */
function answerError(method: string, path: string, status: number, text: string, headerRequestId: string | null): GatewayError {
  const body = (parseJson(text) ?? {}) as CheckoutErrorBody;
  const errorType = typeof body.error_type === 'string' ? body.error_type : null;
  const errorCodes = Array.isArray(body.error_codes) ? body.error_codes.filter((c): c is string => typeof c === 'string') : [];
  const requestId = typeof body.request_id === 'string' ? body.request_id : headerRequestId;
  const detail = [errorType, ...errorCodes].filter(Boolean).join(' ');
  return new GatewayError(`Checkout.com ${method} ${path} answered ${status}${detail ? ` (${detail})` : ''}`, status, errorType, errorCodes, requestId);
}

/** Calls `method path` and answers its JSON body; throws GatewayError on a timeout, a network failure or a non-2xx status. */
export async function checkoutCall<T>(
  http: CheckoutHttp, method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${http.secretKey}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers['Cko-Idempotency-Key'] = idempotencyKey;
  let response: Response;
  let text: string;
  try {
    // The timeout covers the body too: a server that sends headers and then stalls is cut off as well.
    response = await http.fetch(`${http.baseUrl}${path}`, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(http.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    // Not `instanceof Error`: the DOMException of an aborted fetch may come from another realm (a test VM).
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new GatewayError(`Checkout.com ${method} ${path} did not answer within ${http.timeoutMs} ms`, null, 'timeout');
    }
    throw new GatewayError(`Checkout.com ${method} ${path} could not be reached: ${String((error as { message?: unknown })?.message ?? error)}`, null, 'network');
  }
  if (!response.ok) throw answerError(method, path, response.status, text, response.headers.get('cko-request-id'));
  const json = parseJson(text);
  if (json === undefined || json === null || typeof json !== 'object') {
    throw new GatewayError(`Checkout.com ${method} ${path} answered ${response.status} without a JSON object`, response.status, 'invalid_response');
  }
  return json as T;
}
