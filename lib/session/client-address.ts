import { isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER, UNKNOWN_ADDRESS } from '@/lib/api/client-address';
import { SOCKET_ADDRESS_HEADER, socketHeadersAreOurs, trustedProxyHops } from '@/lib/http/forwarded.mjs';

/**
 * SOCKET_ADDRESS_HEADER: written by portal-server.mjs with the TCP peer's address on every request
 * before Next.js sees it, overwriting whatever a client sent under that name; believed only in a
 * process that server marked (lib/http/forwarded.mjs holds the rule for every forwarding header).
 */
export { SOCKET_ADDRESS_HEADER };

/** `::ffff:1.2.3.4` is 1.2.3.4; anything that is not an IP address is no address. */
function normalised(value: string | undefined): string | null {
  const trimmed = value?.trim().replace(/^\[|\]$/g, '') ?? '';
  const plain = trimmed.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  return isIP(plain) ? plain.toLowerCase() : null;
}

function socketAddress(headers: Headers): string | null {
  return socketHeadersAreOurs() ? normalised(headers.get(SOCKET_ADDRESS_HEADER) ?? undefined) : null;
}

/**
 * The client's address for limits: the socket's peer, or, behind TRUSTED_PROXY_HOPS proxies, the
 * entry of X-Forwarded-For that the outermost trusted proxy wrote (counting from the right, where
 * each proxy appends the address it saw). Entries further left were written by the client and are
 * never read, so `X-Forwarded-For: 1.2.3.4, <locked address>` changes nothing.
 *
 * Started without server.mjs (plain `next start` or `next dev`), the socket is unknown, because Next
 * fills X-Forwarded-For with the socket only when the client sent none: every client then shares the
 * address "unknown", which is safe for limits but loose; use `npm start`.
 */
export function clientAddress(headers: Headers): string {
  const socket = socketAddress(headers);
  if (!socket) return UNKNOWN_ADDRESS;
  const hops = trustedProxyHops();
  if (hops === 0) return socket;
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const chain = [...forwarded, socket];
  return normalised(chain[Math.max(0, chain.length - 1 - hops)]) ?? socket;
}

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1';

/**
 * A request from the machine itself: a loopback socket, no trusted proxies configured, and no sign of
 * a proxy on the same machine (a forwarding header other than the one Next adds for the socket).
 */
export function fromThisMachine(headers: Headers): boolean {
  const socket = socketAddress(headers);
  if (!socket || !isLoopback(socket) || trustedProxyHops() !== 0) return false;
  if (headers.has('forwarded') || headers.has('x-real-ip')) return false;
  const forwarded = headers.get('x-forwarded-for');
  return forwarded === null || normalised(forwarded) === socket;
}

/**
 * What the BFF tells the backend about the client: the derived address, never the client's own
 * X-Forwarded-For. The embedded backend reads CLIENT_ADDRESS_HEADER; an upstream API behind the portal
 * reads X-Forwarded-For, which now names only that address.
 */
export function forwardClientAddress(to: Headers, from: Headers): void {
  const address = clientAddress(from);
  to.set(CLIENT_ADDRESS_HEADER, address);
  if (address !== UNKNOWN_ADDRESS) to.set('x-forwarded-for', address);
}
