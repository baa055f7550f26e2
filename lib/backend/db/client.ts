import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { dataDir } from '@/lib/config/env';
import * as schema from './schema';

/** Both drivers speak the same Drizzle query API; the PGlite type stands for either. */
export type Db = PgliteDatabase<typeof schema>;

const migrationsFolder = path.join(process.cwd(), 'lib/backend/db/migrations');

/**
 * PGlite in DATA_DIR by default; a real PostgreSQL server when DATABASE_URL is set. Migrations run
 * at start, so a fresh data folder or an empty database is ready on first use.
 */
export async function openDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const sql = postgres(url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client: sql, schema });
    await migratePostgres(db, { migrationsFolder });
    // Same query API over a different driver; the cast keeps one Db type for the handlers.
    return { db: db as unknown as Db, close: () => sql.end() };
  }
  const folder = path.join(dataDir(), 'pglite');
  mkdirSync(dataDir(), { recursive: true });
  const client = await PGlite.create(folder);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}
