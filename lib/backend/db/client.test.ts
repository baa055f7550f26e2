/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: servers migrating one database at once.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { seedIfEmpty } from '../seed';
import { migrationsFolder, openPostgres } from './client';

const server = process.env.TEST_DATABASE_URL;
const onPostgres = server ? describe : describe.skip;

onPostgres('several servers starting on one PostgreSQL database', () => {
  const name = `portal_setup_${randomBytes(4).toString('hex')}`;
  const url = () => Object.assign(new URL(server!), { pathname: `/${name}` }).href;
  let admin: postgres.Sql;
  beforeAll(async () => {
    admin = postgres(server!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
  });
  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('migrate and seed once, one after the other, however many start together', async () => {
    const opened = await Promise.all(Array.from({ length: 4 }, () => openPostgres(url(), seedIfEmpty, 2)));
    try {
      const db = postgres(url(), { max: 1, onnotice: () => {} });
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const [migrations] = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
      const [demo] = await db`select count(*)::int as n from users where email = 'demo@portal.test'`;
      await db.end();
      expect(migrations?.n).toBe(journal.entries.length);
      expect(demo?.n).toBe(1);
    } finally {
      await Promise.all(opened.map((o) => o.close()));
    }
  }, 60_000);
});
