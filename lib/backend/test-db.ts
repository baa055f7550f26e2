import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from './db/client';
import * as schema from './db/schema';
import { seedIfEmpty } from './seed';

/** For backend tests: a migrated, seeded database in memory. */
export async function memoryDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: 'lib/backend/db/migrations' });
  await seedIfEmpty(db);
  return { db, close: () => client.close() };
}
