import { publicOrigin, requestHost } from '@/lib/config/forwarded.mjs';

/** The session cookie is Secure when the visitor's connection is https (lib/config/forwarded.mjs). */
export { isSecureRequest } from '@/lib/config/forwarded.mjs';

/**
 * A state-changing request must come from the portal's own pages: its Origin is PUBLIC_ORIGIN where
 * one is configured, else names the host the request was sent to (Host, or a trusted proxy's
 * X-Forwarded-Host: never a client's own, lib/config/forwarded.mjs); with no Origin, the browser says
 * it is same-origin.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin) {
    let sent: URL;
    try {
      sent = new URL(origin);
    } catch {
      return false;
    }
    const configured = publicOrigin();
    if (configured) return sent.origin === configured;
    const host = requestHost(headers);
    return host !== null && sent.host === host;
  }
  return headers.get('sec-fetch-site') === 'same-origin';
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
