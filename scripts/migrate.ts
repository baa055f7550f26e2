/**
 * `npm run migrate`: the release step. Applies the migrations of this release to DATABASE_URL's
 * PostgreSQL (or DATA_DIR's PGlite) under an advisory lock, then, in demo mode, seeds the demo data
 * into an empty database. Run it before starting the instances of a release: an instance on a
 * PostgreSQL database whose schema is behind refuses to start (lib/backend/db/client.ts).
 */
import { exitOnBadSettings } from '../lib/config/check-settings';
import { isProduction } from '../lib/config/production';
import { migrateDatabase } from '../lib/backend/db/client';
import { seedIfEmpty } from '../lib/backend/seed';
import { log } from '../lib/log';

async function main() {
  exitOnBadSettings();
  const { applied } = await migrateDatabase(isProduction() ? undefined : seedIfEmpty);
  log.info({ applied }, `Database ready: ${applied} migrations applied${isProduction() ? '' : ', demo data seeded if it was empty'}`);
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'Migration failed');
  process.exit(1);
});
