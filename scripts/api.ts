/**
 * `npm run api`: the embedded backend as its own HTTP service on API_PORT (default 4000) and
 * API_HOST (default 127.0.0.1), with the same settings as the portal's embedded backend (DATABASE_URL
 * or DATA_DIR, SMTP_URL…). A portal started with API_BASE_URL=http://host:API_PORT calls it over HTTP.
 * API_CLIENT_KEY, when set here and in the portal, is how the portal proves the client addresses it
 * passes on; without it only a portal on this machine is believed.
 */
import { exitOnBadSettings } from '../lib/config/check-settings';
import { createApiServer } from '../lib/backend/api-server';
import { openBackend } from '../lib/backend/open';
import { log } from '../lib/log';

async function main() {
  exitOnBadSettings();
  const port = Number(process.env.API_PORT) || 4000;
  const host = process.env.API_HOST || '127.0.0.1';
  const backend = await openBackend();
  const server = createApiServer(backend, { clientKey: process.env.API_CLIENT_KEY || undefined });
  server.listen(port, host, () => log.info({ host, port }, `API ready on http://${host}:${port}`));
  const stop = () => server.close(() => void backend.close().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'The backend service cannot start');
  process.exit(1);
});
