/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): the data migration is SQL, whose regular expressions and translate() each database runs itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { normalisePlate } from '@/lib/validation/plate';
import type { Db } from './client';
import { migrationsFolder } from './client';
import { policies } from './schema';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 90_000);
afterAll(() => close());

// The plates contracts written before may hold; the migration must give each the form normalisePlate gives.
const STORED = ['17-04567', '١٧-٠٤٥٦٧', ' 17 – 4567', '07-000', '12-34567', 'ABC-12', '17-0004567'];

it('the plate migration brings stored contracts to the form normalisePlate gives, and leaves what is not a plate', async () => {
  const [template] = await db.select().from(policies).where(eq(policies.line, 'motor')).limit(1);
  const rows = await db.insert(policies).values(STORED.map((plateNumber, i) => ({
    ...template!, id: undefined, plateNumber, contractNumber: `P-MOT-TEST-${i}`, qrToken: `plate-migration-${i}`,
  }))).returning({ id: policies.id });
  await db.execute(sql.raw(readFileSync(path.join(migrationsFolder, '0022_normalise_plates.sql'), 'utf8')));
  const after = await db.select({ plate: policies.plateNumber, number: policies.contractNumber }).from(policies)
    .where(inArray(policies.id, rows.map((r) => r.id)));
  const byNumber = new Map(after.map((r) => [r.number, r.plate]));
  STORED.forEach((stored, i) => {
    const expected = /^\d+-\d+$/.test(normalisePlate(stored)) ? normalisePlate(stored) : stored;
    expect(byNumber.get(`P-MOT-TEST-${i}`)).toBe(expected);
  });
  expect(byNumber.get('P-MOT-TEST-0')).toBe('17-4567');
});
