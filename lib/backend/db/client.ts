import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
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

export const migrationsFolder = path.join(process.cwd(), 'lib/backend/db/migrations');

/** Any fixed number: the PostgreSQL advisory lock that lets one server at a time migrate and seed. */
const SET_UP_LOCK = 7_270_313;
const execFileAsync = promisify(execFile);

type SetUp = (db: Db) => Promise<void>;

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory, which never
 * shrinks once touched: the embedded database is small, so 16 MB of page cache is plenty and keeps
 * the server's resident memory about 100 MB lower once warm.
 */
const PGLITE_MEMORY = ['-c', 'shared_buffers=16MB'];

/**
 * Migrations, then `setUp` (the seed), on a PostgreSQL database that several portal servers share:
 * under an advisory lock held by one reserved connection, so servers started together wait for
 * the first one instead of racing it (the loser used to answer 503 or fail on a duplicate table).
 * The lock is a session lock: it goes with the connection even if the process dies.
 */
type PostgresDb = ReturnType<typeof drizzlePostgres<typeof schema>>;

async function setUpShared(sql: postgres.Sql, pg: PostgresDb, setUp: SetUp | undefined): Promise<void> {
  const lock = await sql.reserve();
  try {
    await lock`select pg_advisory_lock(${SET_UP_LOCK})`;
    try {
      await migratePostgres(pg, { migrationsFolder });
      await setUp?.(pg as unknown as Db);
    } finally {
      await lock`select pg_advisory_unlock(${SET_UP_LOCK})`;
    }
  } finally {
    lock.release();
  }
}

/**
 * PGlite in DATA_DIR by default; a real PostgreSQL server when DATABASE_URL is set. Migrations and
 * `setUp` run at start, so a fresh data folder or an empty database is ready on first use.
 */
export async function openDatabase(setUp?: SetUp): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url, setUp);
  const folder = path.join(dataDir(), 'pglite');
  mkdirSync(dataDir(), { recursive: true });
  if (!existsSync(folder)) await createCluster(folder);
  const client = await openPglite(folder);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await setUp?.(db);
  return { db, close: () => client.close() };
}

/**
 * Creates a new, empty database cluster in a short-lived child process. Creating one (initdb) grows
 * PGlite's WebAssembly memory to about 700 MB resident, and that memory never goes back to the system
 * from a process that did it, even once the instance is closed; the server then opens the files.
 */
async function createCluster(folder: string): Promise<void> {
  const script = `import { PGlite } from '@electric-sql/pglite';
const client = await PGlite.create(process.argv[1]);
await client.close();`;
  // Made beside it and renamed, so a process stopped half-way leaves no half-made cluster behind.
  const making = `${folder}.creating-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  await execFileAsync(process.execPath, ['--input-type=module', '-e', script, making], { cwd: process.cwd() });
  renameSync(making, folder);
}

function openPglite(folder: string): Promise<PGlite> {
  return PGlite.create(folder, { startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY] });
}

/** A PostgreSQL database at `url`, migrated and set up once however many servers start on it. */
export async function openPostgres(url: string, setUp?: SetUp, max = 10): Promise<{ db: Db; close: () => Promise<void> }> {
  const sql = postgres(url, { max, onnotice: () => {} });
  const pg = drizzlePostgres({ client: sql, schema });
  try {
    await setUpShared(sql, pg, setUp);
  } catch (error) {
    await sql.end();
    throw error;
  }
  // Same query API over a different driver; the cast keeps one Db type for the handlers.
  return { db: pg as unknown as Db, close: () => sql.end() };
}
