// The portal's server (started by server.mjs): Next.js's own request handler in a plain Node HTTP
// server that does only what Next cannot. Everything else is Next's, so the portal behaves the same
// under `next start`, standalone output or a platform's runner: the security headers come from
// next.config.mjs, the Content-Security-Policy with a nonce from the middleware, compression from
// Next (or the proxy), caching from the proxy in front (deploy/nginx.conf).
//
// What Next cannot do, and so stays here:
// - **The TCP peer's address.** Next fills X-Forwarded-For with the socket's address only when the
//   client sent none, so with no proxy in front a client-sent header cannot be told from the real
//   peer. Every request gets `x-portal-socket-address` = socket.remoteAddress (overwriting a client's
//   copy) and `x-portal-socket-proto` before Next sees it (lib/config/forwarded.mjs holds the rule for
//   every forwarding header). Behind TRUSTED_PROXY_HOPS proxies the address comes from their
//   X-Forwarded-For, under any launcher; without a proxy, only this server knows it.
// - **A path that does not decode** (`/%ff`): Next answers it with a 500; here it is sent to the
//   not-found page before Next routes it (lib/http/malformed-path.mjs).
// - **Time limits on slow clients** (lib/http/server-options.mjs): `next start` sets only the
//   keep-alive one, and a socket that sends its headers one byte at a time stays open for good.
// - **Shutdown in order**: on SIGTERM Next's own server closes and exits at once; here the requests
//   under way finish first, then the embedded backend hands back the messages its worker claimed and
//   closes its database.
import next from 'next';
import { markSocketHeaders, publicOrigin, SOCKET_ADDRESS_HEADER, SOCKET_PROTO_HEADER } from './lib/config/forwarded.mjs';
import { malformedPathTarget } from './lib/http/malformed-path.mjs';
import { createPortalServer } from './lib/http/server-options.mjs';

const args = process.argv.slice(2);
const option = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes('--dev');
const port = Number(option('-p') ?? process.env.PORT ?? 3000);
// The port of demo links in messages (lib/config/env.ts messageLinkOrigin), however it was given.
process.env.PORT = String(port);
const hostname = option('-H');

// Read by lib/config/forwarded.mjs: the socket headers are ours in this process.
markSocketHeaders();
// A PUBLIC_ORIGIN that is no http(s) origin stops the server here, not at the first link written.
publicOrigin();

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createPortalServer((req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  req.headers[SOCKET_PROTO_HEADER] = req.socket.encrypted ? 'https' : 'http';
  req.url = malformedPathTarget(req.url ?? '/') ?? req.url;
  Promise.resolve(handle(req, res)).catch((error) => {
    console.error('[server]', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => {
  console.log(`▲ Portal ready on http://${hostname ?? 'localhost'}:${port}`);
});
// Graceful shutdown (an orchestrator's or a release's SIGTERM): no new connections, the requests under
// way finish, then the embedded backend stops its outbox worker (sends under way finish, claims not
// started go back to the queue at once) and closes its database. At most 25 s, then it exits anyway.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 25_000).unref();
    server.close(async () => {
      try {
        await (await globalThis[Symbol.for('portal.embeddedBackend')])?.close();
      } catch (error) {
        console.error('The embedded backend did not close cleanly', error);
      }
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
