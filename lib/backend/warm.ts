import { sql } from 'drizzle-orm';
import { hashPassword } from './accounts';
import { SchemaBehind } from './db/client';
import { embeddedBackend } from './index';
import { log } from '@/lib/log';

/**
 * Opens the embedded backend ahead of the first request (called at server start): the database,
 * its migrations and seed, one query through the driver, and one scrypt run so the first password
 * check does not pay for the key-derivation set-up either. A failure is only logged: the first
 * request retries the opening and answers with the real error.
 */
export async function warmEmbeddedBackend(): Promise<void> {
  const started = performance.now();
  try {
    const { db } = await embeddedBackend();
    await db.execute(sql`select 1`);
    await hashPassword('warm-up');
    log.info({ durationMs: Math.round(performance.now() - started) }, 'embedded backend ready');
  } catch (error) {
    if (error instanceof SchemaBehind) {
      // Not this instance's to change: the release's `npm run migrate` has not run on this database.
      log.fatal({ err: error }, error.message);
      process.exit(1);
    }
    log.error({ err: error }, 'Embedded backend could not be opened at start; the first request will retry.');
  }
}
