/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): its rounding of the backfill is the database's own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { migrationsFolder } from './client';
import { payments, policies, quotes } from './schema';
import { companyIssuedPrice } from '../pricing/price-lines';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 90_000);
afterAll(() => close());

it('gives contracts from before the price lines were kept the lines of their quote, or the company\'s premium and stamp duty', async () => {
  const [template] = await db.select().from(policies).where(eq(policies.line, 'travel')).limit(1);
  const [web, company, half] = await db.insert(policies).values([
    { ...template!, id: undefined, premium: 100.95, priceLines: null, contractNumber: 'P-PGD-TEST-W1', qrToken: 'price-lines-1' },
    { ...template!, id: undefined, premium: 38.5, priceLines: null, contractNumber: 'P-TRV-TEST-2', qrToken: 'price-lines-2' },
    // Half a qirsh rounds up, as toQirsh does (not to even).
    { ...template!, id: undefined, premium: 12.345, priceLines: null, contractNumber: 'P-TRV-TEST-3', qrToken: 'price-lines-3' },
  ]).returning();
  const quoteId = randomUUID();
  await db.insert(quotes).values({
    id: quoteId, userId: web!.userId, kind: 'personal-accident', line: 'personal-accident', inputs: {}, status: 'paid',
    premiumFils: 95_000, feesFils: 5_000, taxFils: 950, amountFils: 100_950, expiresAt: new Date(),
  });
  await db.insert(payments).values({ id: randomUUID(), quoteId, userId: web!.userId, amountFils: 100_950, status: 'paid', policyId: web!.id });

  // The migration's backfill statements, run again over the rows made since (its ALTER already ran).
  const statements = readFileSync(path.join(migrationsFolder, '0025_contract_price_lines.sql'), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements.filter((s) => !/^\s*ALTER TABLE/.test(s))) await db.execute(sql.raw(statement));
  const after = new Map((await db.select().from(policies).where(inArray(policies.id, [web!.id, company!.id, half!.id]))).map((r) => [r.id, r.priceLines]));
  expect(after.get(web!.id)).toEqual({ premium_fils: 95_000, fees_fils: 5_000, tax_fils: 950, total_fils: 100_950 });
  expect(after.get(company!.id)).toEqual(companyIssuedPrice(38.5));
  expect(after.get(half!.id)).toEqual(companyIssuedPrice(12.345));
  expect(companyIssuedPrice(38.5)).toEqual({ premium_fils: 38_500, fees_fils: 0, tax_fils: 390, total_fils: 38_890 });
});
