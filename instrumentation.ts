import type { Instrumentation } from 'next';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';

/**
 * Runs once when a server process starts (Next.js instrumentation): the settings, then the embedded
 * backend. The process's time zone stays the machine's: every calendar day is read in the company's
 * zone by name (lib/calendar/days.ts, lib/format). With the embedded backend, the first sign-in used
 * to wait for everything the backend opens lazily: PGlite's WebAssembly, the migrations, the
 * first-start seed (scrypt-hashing the demo passwords). Opening it here, while the
 * server is still idle, takes that wait out of the first customer's request. Against the company's
 * API (API_BASE_URL set) there is nothing embedded to open.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // PORTAL_ENV=production's settings, and SMTP_URL, MAIL_FROM, SMPP_URL and SMS_SENDER, checked before the first customer comes.
  const { exitOnBadSettings } = await import('@/lib/config/check-settings');
  exitOnBadSettings({ portal: true });
  const { outboxActive, usesEmbeddedBackend } = await import('@/lib/config/env');
  if (outboxActive()) await announceOutbox();
  if (!usesEmbeddedBackend()) return;
  const { warmEmbeddedBackend } = await import('@/lib/backend/warm');
  // Not awaited: the server starts listening at once; a request that arrives meanwhile joins the
  // same opening (one backend per process), so nothing is opened twice.
  void warmEmbeddedBackend();
}

/**
 * Demo mode: where the one-time codes and e-mails go instead of a customer (the outbox), with the
 * secret that opens it from another machine (generated once into DATA_DIR), whatever started the server.
 */
async function announceOutbox(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ log }, { outboxSecret, OUTBOX_KEY_HEADER }] = await Promise.all([import('@/lib/log'), import('@/lib/session/outbox-access')]);
  const outbox = `http://localhost:${Number(process.env.PORT) || 3000}/en/dev/outbox`;
  log.info({ outbox, key: outboxSecret() }, `Demo mode: one-time codes and e-mails go to the outbox at ${outbox}, open on this machine; from elsewhere add ?key= (or the header ${OUTBOX_KEY_HEADER}) with the key`);
}

/**
 * A server error while rendering a page, in a route handler or a server action: one log line with
 * the digest the error page shows the customer as their reference (app/[lang]/error.tsx), and the
 * request id the middleware gave the request. Node only: the logger cannot load on the edge.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('@/lib/log');
  const requestId = request.headers[REQUEST_ID_HEADER];
  log.error({
    err: error,
    digest: (error as { digest?: unknown } | null)?.digest,
    path: request.path.split('?')[0],
    method: request.method,
    requestId: Array.isArray(requestId) ? requestId[0] : requestId,
    routePath: context.routePath,
    routeType: context.routeType,
  }, 'request error');
};
