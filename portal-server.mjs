// The portal's server (started by server.mjs): Next.js behind a plain Node HTTP server that records
// the TCP peer's address, starts every response with the security headers, serves the build's
// immutable assets and a visitor's prerendered pages from memory (lib/http/static-assets.mjs,
// lib/http/prerendered-pages.mjs) and sends a path that does not decode to the not-found page.
//
// Why not `next start`: Next sets X-Forwarded-For to the socket's address only when the client sent
// none, so with no proxy in front a client-sent header cannot be told from the real peer. Here every
// request gets `x-portal-socket-address` = socket.remoteAddress (overwriting any client copy) before
// Next sees it; lib/session/client-address.ts reads it, and X-Forwarded-For only through
// TRUSTED_PROXY_HOPS proxies. The same goes for the scheme: `x-portal-socket-proto` says whether the
// socket is TLS, and X-Forwarded-Proto and X-Forwarded-Host are read only through those proxies
// (lib/http/forwarded.mjs); HSTS follows that rule. The server's time limits are in
// lib/http/server-options.mjs.
//
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import next from 'next';
import { isSecureRequest, markSocketHeaders, publicOrigin, SOCKET_ADDRESS_HEADER, SOCKET_PROTO_HEADER } from './lib/http/forwarded.mjs';
import { malformedPathTarget } from './lib/http/malformed-path.mjs';
import { securityHeaders } from './lib/http/security-headers.mjs';
import { prerenderedPages } from './lib/http/prerendered-pages.mjs';
import { createPortalServer } from './lib/http/server-options.mjs';
import { staticAssets } from './lib/http/static-assets.mjs';

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

// Read by lib/http/forwarded.mjs: the socket headers are ours in this process.
markSocketHeaders();
// A PUBLIC_ORIGIN that is no http(s) origin stops the server here, not at the first link written.
publicOrigin();

/** Demo mode (embedded backend, no message providers): the outbox secret, generated once into DATA_DIR. */
function outboxSecretNotice() {
  if (process.env.API_BASE_URL || process.env.SMTP_URL || process.env.SMPP_URL) return null;
  if (process.env.OUTBOX_SECRET) return 'the OUTBOX_SECRET you set';
  const dir = path.resolve(process.env.DATA_DIR || '.data');
  const file = path.join(dir, 'outbox-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// Development builds change their files: there Next serves them.
const serveAsset = dev ? async () => false : staticAssets(path.resolve('.next/static'));
const servePage = dev ? () => false : prerenderedPages(path.resolve('.next'));

const server = createPortalServer((req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  req.headers[SOCKET_PROTO_HEADER] = req.socket.encrypted ? 'https' : 'http';
  req.url = malformedPathTarget(req.url ?? '/') ?? req.url;
  for (const [name, value] of securityHeaders({ https: isSecureRequest(req.headers), dev })) res.setHeader(name, value);
  Promise.resolve().then(() => servePage(req, res) || serveAsset(req, res)).then((served) => served || handle(req, res)).catch((error) => {
    console.error('[server]', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => {
  console.log(`▲ Portal ready on http://${hostname ?? 'localhost'}:${port}`);
  const secret = outboxSecretNotice();
  if (secret) {
    console.log('  Demo mode: one-time codes and e-mails go to the outbox, shown only on this machine at');
    console.log(`  http://localhost:${port}/en/dev/outbox, or from elsewhere with ?key= (or header x-outbox-key) set to ${secret}`);
  }
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
