import 'server-only';
import { scheduleCleanUp } from './cleanup';
import { openDatabase, type Db } from './db/client';
import { listOutbox } from './outbox';
import { route } from './router';
import { seedIfEmpty } from './seed';

export interface EmbeddedBackend {
  db: Db;
  handle(request: Request): Promise<Response>;
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
    const { db } = await openDatabase();
    await seedIfEmpty(db);
    scheduleCleanUp(db);
    return { db, handle: (request: Request) => route(db, request) };
  })().catch((error) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}

export async function outboxMessages() {
  return listOutbox((await embeddedBackend()).db);
}
