import { sql } from 'drizzle-orm';
import { appliedMigrations, expectedMigrations, openDatabase, type Db } from './db/client';
import { startMessaging } from './messaging';
import { writeDueExpiryNotifications } from './contracts';
import { codeAlarm } from './accounts';
import { log } from '@/lib/log';
import { route, type SessionMemo } from './router';
import { isProduction } from '@/lib/config/production';
import { configuredGateway, startReconciliation } from './payments';
import { seedIfEmpty } from './seed';

export interface EmbeddedBackend {
  db: Db;
  /** `sessions`: look-ups shared by the calls of one page render (see SessionMemo). */
  handle(request: Request, sessions?: SessionMemo): Promise<Response>;
  /** Stops the outbox worker and the reminders, and closes the database. */
  close(): Promise<void>;
  /** For GET /readyz: the database answers, its schema is this release's, the messaging runs. */
  readiness(): Promise<Readiness>;
}

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; schema: boolean; messaging: boolean };
  /**
   * Figures for the operators that never make the instance unready: the one-time codes sent in the
   * last hour and whether they are past the alarm figure (OTP_ALARM: look for a crowd asking for codes).
   */
  details?: { codes_last_hour: number; codes_alarm: boolean };
}

/**
 * Opens the backend: its database (migrated, and seeded on first start), and beside it the outbox
 * worker, the reminder schedule and, with a card gateway, the reconciliation of pending payments. Used once per process, inside the portal (lib/backend/index.ts)
 * or as its own HTTP service (lib/backend/api-server.ts).
 */
export async function openBackend(): Promise<EmbeddedBackend> {
  // PGlite (one process's database) is migrated and, in demo mode, seeded here; a shared PostgreSQL
  // by `npm run migrate`, the release step (db/client.ts). Production holds the company's customers only.
  const { db, close } = await openDatabase(isProduction() ? undefined : seedIfEmpty);
  // The outbox worker and the reminder schedule run in serving processes, not in the build's.
  const serving = process.env.NEXT_PHASE !== 'phase-production-build';
  // The notices due since the schedule last ran (or in a new demo database) are there before the first
  // page: reading the notifications writes nothing (contracts/notices/expiry.ts).
  if (serving) await writeDueExpiryNotifications(db, null, new Date()).catch((error: unknown) => log.error({ err: error }, 'expiry notices failed'));
  const messaging = serving ? startMessaging(db) : null;
  // Payments left pending at the gateway (a closed tab, a lost webhook) are asked about in every server.
  const gateway = configuredGateway();
  const reconciliation = serving && gateway ? startReconciliation(db, gateway) : null;
  return {
    db,
    handle: (request: Request, sessions?: SessionMemo) => route(db, request, sessions),
    async readiness() {
      const database = await db.execute(sql`select 1`).then(() => true, () => false);
      const schema = database && (await appliedMigrations(db).catch(() => 0)) >= expectedMigrations();
      const running = messaging?.running() ?? false;
      const details = schema ? await codeAlarm(db).catch(() => undefined) : undefined;
      return { ready: database && schema && running, checks: { database, schema, messaging: running }, ...(details ? { details } : {}) };
    },
    async close() {
      reconciliation?.stop();
      await messaging?.stop();
      await close();
    },
  };
}
