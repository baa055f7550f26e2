// The portal server's time limits (portal-server.mjs), in one place so the test that holds them
// against a real socket (server-timeouts.test.ts) uses the same values. Node's defaults leave a
// socket that sends its headers one byte at a time open for good: every such socket holds memory
// and a file descriptor, and a few hundred of them starve the server.
//
// Each limit is one a phone on a slow mobile network still meets:
import { createServer } from 'node:http';

/** The request line and headers (a few kB at most): seconds even on a weak 2G/3G signal. */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * The whole request, body included: the largest body is a 10 MB upload (UPLOAD_MAX_BYTES), about
 * 84 Mbit, which takes ~140 s at 0.6 Mbit/s, a slow 3G uplink.
 */
export const REQUEST_TIMEOUT_MS = 150_000;
/**
 * An idle kept-alive connection between two requests. Longer than the proxy in front keeps its idle
 * connections to the portal (deploy/nginx.conf: 20 s), so the proxy always closes first: a connection
 * the portal closed while the proxy (or any client pooling connections) sent on it fails that request
 * (a 502 for a POST). Node's 5 s default met exactly that. Still under SOCKET_IDLE_TIMEOUT_MS.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 30_000;
/**
 * How often Node checks the two limits above (default 30 s): a slow-header socket lives until the
 * first check after its limit, so the check runs every second.
 */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
/**
 * A socket on which nothing moves either way (a client that stopped reading its answer, or stalled
 * mid-upload): closed after a minute.
 */
export const SOCKET_IDLE_TIMEOUT_MS = 60_000;

/** A Node HTTP server with the portal's limits. */
export function createPortalServer(handler) {
  const server = createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS },
    handler,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.setTimeout(SOCKET_IDLE_TIMEOUT_MS);
  return server;
}
