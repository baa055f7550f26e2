import 'server-only';
import { openDatabase, type Db } from './db/client';
import { startMessaging } from './delivery/start';
import { listOutbox } from './outbox';
import { route, type SessionMemo } from './router';
import { seedIfEmpty } from './seed';

export interface EmbeddedBackend {
  db: Db;
  /** `sessions`: look-ups shared by the calls of one page render (see SessionMemo). */
  handle(request: Request, sessions?: SessionMemo): Promise<Response>;
}

const globalKey = Symbol.for('portal.embeddedBackend');
type WithBackend = typeof globalThis & { [globalKey]?: Promise<EmbeddedBackend> };

/**
 * The embedded backend and its database, once per server process whatever module graph asks for
 * it: two PGlite instances on one folder would corrupt it.
 */
export function embeddedBackend(): Promise<EmbeddedBackend> {
  const g = globalThis as WithBackend;
  g[globalKey] ??= (async () => {
    // The seed runs with the migrations: on a shared PostgreSQL, once for all servers starting together.
    const { db } = await openDatabase(seedIfEmpty);
    // The outbox worker and the reminder schedule run in serving processes, not in the build's.
    if (process.env.NEXT_PHASE !== 'phase-production-build') startMessaging(db);
    return { db, handle: (request: Request, sessions?: SessionMemo) => route(db, request, sessions) };
  })().catch((error) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}

export type { SessionMemo };

export async function outboxMessages() {
  return listOutbox((await embeddedBackend()).db);
}
