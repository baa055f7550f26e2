/**
 * A state-changing request must come from the portal's own pages: its Origin matches the host it
 * was sent to, or, with no Origin, the browser says it is same-origin.
 */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const origin = headers.get('origin');
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(requestUrl).host;
  if (origin) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return headers.get('sec-fetch-site') === 'same-origin';
}

export function isSecureRequest(headers: Headers, requestUrl: string): boolean {
  const proto = headers.get('x-forwarded-proto') ?? new URL(requestUrl).protocol.replace(':', '');
  return proto === 'https';
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
