/**
 * The id of one request, the reference a customer can quote and the key that joins the lines the
 * portal, the backend and the proxy log about it. nginx sends its `$request_id` (32 hex digits); an
 * id that could carry anything else into a log line or a header is replaced by a new one.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && WELL_FORMED.test(given) ? given : globalThis.crypto.randomUUID();
}
