import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql as drizzleSql } from 'drizzle-orm';
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

/** A PostgreSQL database whose schema is older than this release: `npm run migrate` first. */
export class SchemaBehind extends Error {
  constructor(readonly applied: number, readonly expected: number) {
    super(`The database schema is behind this release (${applied} of ${expected} migrations applied): run \`npm run migrate\` first`);
    this.name = 'SchemaBehind';
  }
}

/** How many migrations this release has (lib/backend/db/migrations/meta/_journal.json). */
export function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The rows of a raw query, whichever driver answered (postgres-js: an array; PGlite: `{rows}`). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof drizzleSql>): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return (Array.isArray(answer) ? answer : (answer as { rows: T[] }).rows) as T[];
}

/** How many migrations the database has applied (0 on an empty one); a database that cannot be reached throws. */
export async function appliedMigrations(db: Db): Promise<number> {
  const [table] = await rowsOf<{ found: boolean }>(db, drizzleSql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!table?.found) return 0;
  const [count] = await rowsOf<{ n: number }>(db, drizzleSql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(count?.n ?? 0);
}

/**
 * The server's database. PGlite in DATA_DIR by default: one process's own database, which it
 * migrates and sets up (`setUp`, the demo seed) itself, so a fresh machine runs with nothing else.
 * A PostgreSQL server when DATABASE_URL is set: shared by every instance, so its migrations are a
 * release step (`npm run migrate`, migrateDatabase below) and an instance refuses a schema that is
 * behind (SchemaBehind) instead of changing it under the others.
 */
export async function openDatabase(setUp?: SetUp): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return connectPostgres(url);
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
import { sql as drizzleSql } from 'drizzle-orm';
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

/** `npm run migrate`: the database of DATABASE_URL (or DATA_DIR's PGlite) migrated, then `setUp` (the demo seed in demo mode). */
export async function migrateDatabase(setUp?: SetUp): Promise<{ applied: number }> {
  const url = process.env.DATABASE_URL;
  const { db, close } = url ? await openPostgres(url, setUp, 2) : await openDatabase(setUp);
  try {
    return { applied: await appliedMigrations(db) };
  } finally {
    await close();
  }
}

/** An instance's connection to a shared PostgreSQL database, once its schema is this release's. */
async function connectPostgres(url: string, max = 10): Promise<{ db: Db; close: () => Promise<void> }> {
  const sql = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres({ client: sql, schema }) as unknown as Db;
  const applied = await appliedMigrations(db).catch(async (error: unknown) => {
    await sql.end();
    throw error;
  });
  const expected = expectedMigrations();
  if (applied < expected) {
    await sql.end();
    throw new SchemaBehind(applied, expected);
  }
  return { db, close: () => sql.end() };
}

/** A PostgreSQL database at `url`, migrated and set up once however many start on it (the release step, and tests). */
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
