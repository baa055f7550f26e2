import { openDatabase, type Db } from './db/client';
import { startMessaging } from './delivery/start';
import { route, type SessionMemo } from './router';
import { isProduction } from '@/lib/config/production';
import { configuredGateway } from './payments/gateway/configured';
import { startReconciliation } from './payments/reconcile';
import { seedIfEmpty } from './seed';

export interface EmbeddedBackend {
  db: Db;
  /** `sessions`: look-ups shared by the calls of one page render (see SessionMemo). */
  handle(request: Request, sessions?: SessionMemo): Promise<Response>;
  /** Stops the outbox worker and the reminders, and closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the backend: its database (migrated, and seeded on first start), and beside it the outbox
 * worker, the reminder schedule and, with a card gateway, the reconciliation of pending payments. Used once per process, inside the portal (lib/backend/index.ts)
 * or as its own HTTP service (lib/backend/api-server.ts).
 */
export async function openBackend(): Promise<EmbeddedBackend> {
  // The demo seed runs with the migrations: on a shared PostgreSQL, once for all servers starting
  // together. A production database holds the company's own customers only.
  const { db, close } = await openDatabase(isProduction() ? undefined : seedIfEmpty);
  // The outbox worker and the reminder schedule run in serving processes, not in the build's.
  const serving = process.env.NEXT_PHASE !== 'phase-production-build';
  const messaging = serving ? startMessaging(db) : null;
  // Payments left pending at the gateway (a closed tab, a lost webhook) are asked about in every server.
  const gateway = configuredGateway();
  const reconciliation = serving && gateway ? startReconciliation(db, gateway) : null;
  return {
    db,
    handle: (request: Request, sessions?: SessionMemo) => route(db, request, sessions),
    async close() {
      reconciliation?.stop();
      await messaging?.stop();
      await close();
    },
  };
}
