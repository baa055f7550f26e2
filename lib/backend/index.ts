import 'server-only';
import { openBackend, type EmbeddedBackend } from './open';
import { listOutbox } from './outbox';
import type { SessionMemo } from './router';

const globalKey = Symbol.for('portal.embeddedBackend');
type WithBackend = typeof globalThis & { [globalKey]?: Promise<EmbeddedBackend> };

/**
 * The embedded backend and its database, once per server process whatever module graph asks for
 * it: two PGlite instances on one folder would corrupt it.
 */
export function embeddedBackend(): Promise<EmbeddedBackend> {
  const g = globalThis as WithBackend;
  g[globalKey] ??= openBackend().catch((error) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}

export type { EmbeddedBackend, SessionMemo };

export async function outboxMessages() {
  return listOutbox((await embeddedBackend()).db);
}

/** A customer made like one of the demo accounts, with its data (seeds/customers.ts): for the tests that change a customer. */
export async function seedCustomer(template: import('./seeds/customers').CustomerTemplate) {
  const { seedCustomerFrom } = await import('./seeds/customers');
  return seedCustomerFrom((await embeddedBackend()).db, template);
}
