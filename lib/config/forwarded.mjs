// What a request says about how the visitor reached the portal (scheme, host, address), read only where
// it can be believed: from the socket, from the proxies configured in TRUSTED_PROXY_HOPS, or from the
// configured PUBLIC_ORIGIN. One rule for the origin check, the session cookie's Secure flag and
// absolute links. Plain JavaScript because portal-server.mjs imports it.
//
// Any client can send X-Forwarded-Host and X-Forwarded-Proto. With no proxy in front (hops 0) they
// are never read. Behind N proxies, only the entry the outermost trusted proxy wrote counts (counting
// from the right, as for X-Forwarded-For); entries further left are the client's own.

/** Written by portal-server.mjs on every request, overwriting a client's copy: the TCP peer's address. */
export const SOCKET_ADDRESS_HEADER = 'x-portal-socket-address';
/** Written the same way: `https` when the socket itself is TLS, else `http`. */
export const SOCKET_PROTO_HEADER = 'x-portal-socket-proto';
/** Set by portal-server.mjs in its process: only then are the two headers above known to be its own. */
const SERVER_MARK = Symbol.for('portal.socketAddressHeader');

/** Called once by portal-server.mjs, which writes the socket headers on every request. */
export function markSocketHeaders() {
  globalThis[SERVER_MARK] = true;
}

export function socketHeadersAreOurs() {
  return globalThis[SERVER_MARK] === true;
}

/** TRUSTED_PROXY_HOPS: how many proxies in front of the portal write forwarding headers (default 0). */
export function trustedProxyHops(env = process.env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

let checked = { raw: undefined, origin: null };

/**
 * PUBLIC_ORIGIN, the address customers use (`https://portal.example.jo`), or null when unset. Checked
 * once per value: an http(s) origin with no path, query or credentials; anything else throws, so a
 * typo stops the server at start (portal-server.mjs reads it there) instead of writing wrong links.
 */
export function publicOrigin(env = process.env) {
  const raw = env.PUBLIC_ORIGIN?.trim() || undefined;
  if (raw === checked.raw) return checked.origin;
  let origin = null;
  if (raw) {
    let url;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`PUBLIC_ORIGIN is not a URL: ${raw}`);
    }
    const bare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
    if (!/^https?:$/.test(url.protocol) || !bare) {
      throw new Error(`PUBLIC_ORIGIN must be an http(s) origin without a path, such as https://portal.example.jo (got ${raw})`);
    }
    origin = url.origin;
  }
  checked = { raw, origin };
  return origin;
}

/** A header's value, from web Headers or Node's IncomingHttpHeaders. */
function header(headers, name) {
  if (typeof headers.get === 'function') return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The entry of a forwarding header that the outermost of `hops` trusted proxies wrote; null at 0 hops. */
function trustedEntry(value, hops) {
  if (hops === 0) return null;
  const entries = String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return entries.length ? entries[Math.max(0, entries.length - hops)] : null;
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const validHost = (value) => (value && HOST.test(value) ? value.toLowerCase() : null);

/** The host the visitor asked for: the trusted proxy's X-Forwarded-Host, else Host. Null if neither is a host. */
export function requestHost(headers, env = process.env) {
  const forwarded = validHost(trustedEntry(header(headers, 'x-forwarded-host'), trustedProxyHops(env)));
  return forwarded ?? validHost(header(headers, 'host')?.trim());
}

/**
 * Whether the visitor's connection is https: the trusted proxy's X-Forwarded-Proto, else the socket
 * (as portal-server.mjs recorded it; unknown, so not https, without it).
 */
export function requestIsHttps(headers, env = process.env) {
  const forwarded = trustedEntry(header(headers, 'x-forwarded-proto'), trustedProxyHops(env));
  if (forwarded) return forwarded.toLowerCase() === 'https';
  return socketHeadersAreOurs() && header(headers, SOCKET_PROTO_HEADER) === 'https';
}

/** Secure cookies: the request came over https, or the portal is only ever served over https. */
export function isSecureRequest(headers, env = process.env) {
  return publicOrigin(env)?.startsWith('https:') === true || requestIsHttps(headers, env);
}

/**
 * The origin the visitor used, for absolute links (Open Graph, the PDF's QR code, calendar UIDs):
 * PUBLIC_ORIGIN where set, else the scheme and host read as above (`fallbackHost` when the request
 * names none).
 */
export function requestOrigin(headers, fallbackHost = 'localhost', env = process.env) {
  const configured = publicOrigin(env);
  if (configured) return configured;
  return `${requestIsHttps(headers, env) ? 'https' : 'http'}://${requestHost(headers, env) ?? fallbackHost}`;
}
