import 'server-only';
import { openBackend, type EmbeddedBackend } from './open';
import { listOutbox } from './messages';
import type { SessionMemo } from './router';
import type { CustomerTemplate } from './seeds/templates';

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
/** The demo accounts the browser tests' customers are made from (the dev route checks a request against it). */
export { customerTemplate, type CustomerTemplate } from './seeds/templates';

export async function outboxMessages() {
  return listOutbox((await embeddedBackend()).db);
}

/** A customer made like one of the demo accounts, with its data (seeds/customers.ts): for the tests that change a customer. */
export async function seedCustomer(template: CustomerTemplate) {
  const { seedCustomerFrom } = await import('./seeds/customers');
  return seedCustomerFrom((await embeddedBackend()).db, template);
}
