import { isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER, UNKNOWN_ADDRESS } from '@/lib/api/client-address';
import { SOCKET_ADDRESS_HEADER, socketHeadersAreOurs, trustedProxyHops } from '@/lib/config/forwarded.mjs';

/**
 * SOCKET_ADDRESS_HEADER: written by portal-server.mjs with the TCP peer's address on every request
 * before Next.js sees it, overwriting whatever a client sent under that name; believed only in a
 * process that server marked (lib/config/forwarded.mjs holds the rule for every forwarding header).
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
 * The client's address for limits. Behind TRUSTED_PROXY_HOPS proxies: the entry of X-Forwarded-For
 * that the outermost trusted proxy wrote, counting from the right, where each proxy appends the
 * address it saw (with the portal's own server the socket's peer is the last of the chain; under
 * `next start` Next passes the proxies' header on as it came). Entries further left were written by
 * the client and are never read, so `X-Forwarded-For: 1.2.3.4, <locked address>` changes nothing.
 * With no proxy (hops 0): the socket's peer, which only the portal's server (`npm start`) knows; under
 * another launcher every client then shares the address "unknown" (safe for limits, but loose), and
 * production mode refuses to start that way (lib/config/check-settings.ts).
 */
export function clientAddress(headers: Headers): string {
  const socket = socketAddress(headers);
  const hops = trustedProxyHops();
  if (hops === 0) return socket ?? UNKNOWN_ADDRESS;
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const chain = socket ? [...forwarded, socket] : forwarded;
  const at = chain.length - (socket ? 1 : 0) - hops;
  return normalised(chain[Math.max(0, at)]) ?? socket ?? UNKNOWN_ADDRESS;
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
