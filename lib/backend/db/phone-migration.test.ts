/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs): the data migration is SQL, whose regular expressions and translate() each database runs itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { toE164 } from '@/lib/phone';
import type { Db } from './client';
import { migrationsFolder } from './client';
import { appointments, cheques, contactChanges, otpCodes, users } from './schema';
import { uniqueViolationOf } from './unique-violation';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 90_000);
afterAll(() => close());

/** The migration's data steps and index, run again over rows written as accounts kept them before (its ALTERs already ran). */
async function migrate() {
  await db.execute(sql`drop index "users_mobile_open_uq"`);
  const statements = readFileSync(path.join(migrationsFolder, '0031_mobile_e164.sql'), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements.filter((s) => !/^\s*ALTER TABLE/.test(s))) await db.execute(sql.raw(statement));
}

// Numbers as sign-up and the contact change stored them, typed, and the E.164 form each must become.
const STORED: [string, string][] = [
  ['0771000001', '+962771000001'],
  ['771000002', '+962771000002'],
  ['+962 77 100 0003', '+962771000003'],
  ['00962771000004', '+962771000004'],
  ['962771000005', '+962771000005'],
  ['٠٧٧١٠٠٠٠٠٦', '+962771000006'],
  ['077-100-0007', '+962771000007'],
  ['+962 (77) 100-0008', '+962771000008'],
  ['00962 0771000009', '+962771000009'],
  ['064612345', '+96264612345'],
  ['+966501234567', '+966501234567'],
  ['00966501234568', '+966501234568'],
  // Not a number: left as it was.
  ['0771000', '0771000'],
  ['+0771000010', '+0771000010'],
  ['call 0771000011', 'call 0771000011'],
];

const account = (n: number, mobile: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
  email: `phone-migration-${n}@example.com`, mobile, nationality: 'JO', nameAr: 'سارة محمد علي يوسف', nameEn: 'Sara Mohammad Ali Yousef',
  passwordHash: 'x', ...extra,
});

it('rewrites stored numbers to the E.164 form lib/phone gives, and leaves what is not a number', async () => {
  await db.insert(users).values(STORED.map(([mobile], i) => account(i, mobile)));
  await migrate();
  const after = new Map((await db.select({ email: users.email, mobile: users.mobile }).from(users).where(like(users.email, 'phone-migration-%'))).map((r) => [r.email, r.mobile]));
  STORED.forEach(([stored, expected], i) => {
    expect(after.get(`phone-migration-${i}@example.com`)).toBe(expected);
    // The SQL and lib/phone read the numbers alike.
    expect(toE164(stored) ?? stored).toBe(expected);
  });
});

it('marks the later of two open accounts that now share a number for the company, keeps a rejected one out, and the index allows one open account per number', async () => {
  const day = (d: number) => new Date(Date.UTC(2025, 0, d));
  const rows = await db.insert(users).values([
    account(100, '0782000001', { isVerified: true, createdAt: day(5) }),
    account(101, '+962782000001', { isVerified: false, createdAt: day(1) }),
    account(102, '00962 78 200 0001', { status: 'rejected', createdAt: day(2) }),
    account(103, '0782000002', { isVerified: false, createdAt: day(1) }),
    account(104, '962782000002', { isVerified: false, createdAt: day(3) }),
  ]).returning({ id: users.id });
  await migrate();
  const found = await db.select({ id: users.id, mobile: users.mobile, duplicate: users.mobileDuplicate }).from(users).where(inArray(users.id, rows.map((r) => r.id)));
  const byId = new Map(found.map((r) => [r.id, r]));
  const [verified, unverified, rejected, older, newer] = rows.map((r) => byId.get(r.id)!);
  // The verified account keeps the number though it is younger; the rejected one is not counted.
  expect([verified!.mobile, unverified!.mobile, rejected!.mobile]).toEqual(['+962782000001', '+962782000001', '+962782000001']);
  expect([verified!.duplicate, unverified!.duplicate, rejected!.duplicate]).toEqual([false, true, false]);
  // Neither verified: the older keeps it.
  expect([older!.duplicate, newer!.duplicate]).toEqual([false, true]);

  const another = await db.insert(users).values(account(105, '+962782000001')).then(() => null, (error: unknown) => uniqueViolationOf(error));
  expect(another).toBe('users_mobile_open_uq');
  await db.insert(users).values(account(106, '+962782000001', { status: 'rejected' }));
});

it('rewrites the numbers codes, changes of number, cheques and appointments were written to', async () => {
  const [user] = await db.select().from(users).limit(1);
  const [appointment] = await db.select().from(appointments).limit(1);
  const now = new Date();
  await db.insert(otpCodes).values({ mobile: '0783000001', userId: user!.id, purpose: 'verify', codeHash: 'x', createdAt: now, expiresAt: now });
  await db.insert(contactChanges).values([
    { userId: user!.id, channel: 'mobile', value: '00962783000002', codeHash: 'x', createdAt: now, expiresAt: now },
    { userId: user!.id, channel: 'email', value: '0783000003@example.com', codeHash: 'x', createdAt: now, expiresAt: now },
  ]);
  await db.insert(cheques).values({ chequeId: '990001', phone: '٠٧٨٣٠٠٠٠٠٤', status: 'processing' });
  await db.update(appointments).set({ phone: '078 300 0005' }).where(eq(appointments.id, appointment!.id));
  await migrate();
  expect((await db.select().from(otpCodes).where(eq(otpCodes.codeHash, 'x')))[0]?.mobile).toBe('+962783000001');
  expect((await db.select().from(contactChanges).where(eq(contactChanges.codeHash, 'x'))).map((c) => c.value).sort())
    .toEqual(['+962783000002', '0783000003@example.com']);
  expect((await db.select().from(cheques).where(eq(cheques.chequeId, '990001')))[0]?.phone).toBe('+962783000004');
  expect((await db.select().from(appointments).where(eq(appointments.id, appointment!.id)))[0]?.phone).toBe('+962783000005');
});
