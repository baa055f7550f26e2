import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import { migrationsFolder, openPostgres, type Db } from './db/client';
import * as schema from './db/schema';
import { seedIfEmpty } from './seed';

/**
 * For backend tests: a migrated, seeded database of its own. PGlite in memory by default; with
 * TEST_DATABASE_URL set (a PostgreSQL server the tests may create databases on), a fresh database
 * on that server, dropped again on close, so the same tests prove the handlers on PostgreSQL too.
 */
export async function memoryDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) return freshPostgres(server);
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  await seedIfEmpty(db);
  return { db, close: () => client.close() };
}

async function freshPostgres(server: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  const { db, close } = await openPostgres(url.href, seedIfEmpty, 4);
  return {
    db,
    close: async () => {
      await close();
      const dropper = postgres(server, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
