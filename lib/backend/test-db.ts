import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import { ammanDay } from '@/lib/calendar/days';
import { migrationsFolder, openPostgres, type Db } from './db/client';
import * as schema from './db/schema';
import { seedIfEmpty } from './seed';

/**
 * For backend tests: a migrated, seeded database of its own. PGlite in memory by default; with
 * TEST_DATABASE_URL set (a PostgreSQL server the tests may create databases on), a fresh database
 * on that server, dropped again on close, so the same tests prove the handlers on PostgreSQL too.
 *
 * Each starts as a copy of a template made once (per run, per day and per version of the schema and
 * the seed): PGlite from a dump of its data folder, PostgreSQL by CREATE DATABASE … TEMPLATE. Making
 * one from nothing (initdb, the migrations, the seed) costs seconds of CPU; a copy a fraction of that.
 */
export async function memoryDb(): Promise<{ db: Db; close: () => Promise<void>; url?: string }> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) return freshPostgres(server);
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
  const db = drizzle({ client, schema });
  return { db, close: () => client.close() };
}

/** A test file's own database and data folder, once its set-up has run. */
export interface FileDatabase {
  db: Db;
  /** DATA_DIR: where uploads and the files made from them are written. */
  dir: string;
  /** The database's own address on PostgreSQL (a test opens a second pool on it to act as a second server). */
  url?: string;
}

/**
 * For a backend test file: before its tests, a data folder of its own as DATA_DIR and a database of its
 * own (memoryDb), handed to `opened`; after them, both gone and the settings put back. `env` is set
 * first: the settings a message's links are made of name the template (templateKey), and undefined
 * unsets one. Jest runs a file's beforeAll and afterAll hooks in the order they are written, so the
 * file's own set-up written below this call finds the database open.
 */
export function databaseForFile(
  name: string,
  opened: (database: FileDatabase) => unknown,
  { env = {}, timeout = 90_000 }: { env?: Record<string, string | undefined>; timeout?: number } = {},
): void {
  const before = Object.fromEntries([...Object.keys(env), 'DATA_DIR'].map((key) => [key, process.env[key]]));
  let dir = '';
  let close = async () => {};
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    setEnv({ ...env, DATA_DIR: dir });
    const database = await memoryDb();
    close = database.close;
    opened({ db: database.db, dir, url: database.url });
  }, timeout);
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
    setEnv(before);
  });
}

function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/** Where PGlite's templates are kept; scripts/test-all.mjs clears it at the start of a run. */
const TEMPLATE_FOLDER = path.join(process.cwd(), '.data/test-templates');

/**
 * What the template is made from: the migrations, the schema, the seed and the constants it reads,
 * the day in Jordan (the seed dates its data from today there), the settings its messages' links are made
 * of (PUBLIC_ORIGIN, PORT and the message providers, lib/config/env.ts), the upload store the seed's
 * photos go to (UPLOAD_S3_*) and the run (TEST_RUN_ID).
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const backend = path.join(process.cwd(), 'lib/backend');
  for (const source of [path.join(backend, 'db'), path.join(backend, 'seeds'), path.join(backend, 'seed.ts'), path.join(process.cwd(), 'lib/config')]) {
    for (const file of filesUnder(source)) hash.update(file).update(readFileSync(file));
  }
  // Jordan's day: a template made yesterday in Amman is not taken for today's.
  hash.update(ammanDay(new Date()));
  // The upload store too: the seed stores the demo's claim photos, in a bucket when one is set (a bucket
  // test's, on a port of its own), and a template seeded there names objects no other test can read.
  for (const name of ['PUBLIC_ORIGIN', 'PORT', 'SMTP_URL', 'SMPP_URL', 'API_BASE_URL', 'TEST_RUN_ID', 'UPLOAD_S3_BUCKET', 'UPLOAD_S3_ENDPOINT', 'UPLOAD_S3_PREFIX']) {
    hash.update(`${name}=${process.env[name] ?? ''};`);
  }
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(source: string): string[] {
  if (!statSync(source).isDirectory()) return [source];
  return readdirSync(source, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(source, entry.name)));
}

/**
 * The dump of a migrated, seeded PGlite, made by the first test file that needs it. Two Jest workers
 * may both make it at once; each writes its own file and renames it into place, so a reader never
 * sees half of one.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(TEMPLATE_FOLDER, `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    await seedIfEmpty(db);
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(TEMPLATE_FOLDER, { recursive: true });
    const making = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(making, Buffer.from(await dump.arrayBuffer()));
    renameSync(making, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Any fixed number: the advisory lock under which one test process makes the PostgreSQL template. */
const TEMPLATE_LOCK = 7_270_314;

/** The name of a migrated, seeded database on `server` to copy, made by whoever asks first. */
async function postgresTemplate(admin: postgres.Sql, server: string): Promise<string> {
  const name = `portal_template_${templateKey()}`;
  await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
  try {
    const [found] = await admin`select 1 as found from pg_database where datname = ${name}`;
    if (!found) {
      // Made under another name and renamed, so a process stopped half-way leaves no half-made template.
      const making = `${name}_making_${randomBytes(4).toString('hex')}`;
      await admin.unsafe(`create database "${making}"`);
      const url = new URL(server);
      url.pathname = `/${making}`;
      // Two connections: one holds the set-up lock while the other migrates and seeds.
      const { close } = await openPostgres(url.href, seedIfEmpty, 2);
      await close();
      await admin.unsafe(`alter database "${making}" rename to "${name}"`);
    }
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
  }
  return name;
}

async function freshPostgres(server: string): Promise<{ db: Db; close: () => Promise<void>; url: string }> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    const template = await postgresTemplate(admin, server);
    await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  // The template is migrated and seeded: this only checks so (under the set-up lock, as a server does).
  const { db, close } = await openPostgres(url.href, seedIfEmpty, 4);
  return {
    db,
    /** The database's own address: a test opens a second pool on it to act as a second server. */
    url: url.href,
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
