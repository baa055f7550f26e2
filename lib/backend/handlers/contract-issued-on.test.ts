/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { ammanYear } from '@/lib/calendar/days';
import type { ContractPdfInput } from '../contracts/pdf/contract-pdf';
import { startSession } from '../accounts/auth/sessions';
import type { Db } from '../db/client';
import { policies, users } from '../db/schema';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

// What the export hands the PDF renderer: the drawing itself is tested in pdf/contract-pdf.test.ts.
const rendered: ContractPdfInput[] = [];
jest.mock('../contracts/pdf/contract-pdf', () => ({
  renderContractPdf: async (input: ContractPdfInput) => {
    rendered.push(input);
    return Buffer.from('%PDF-1.7 test');
  },
}));

let db: Db;
let close: () => Promise<void>;
let demo: string;
const { get } = backendClient(() => db);

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@portal.test'));
  demo = await startSession(db, crypto.randomUUID(), u!.id, new Date());
}, 30_000);
afterAll(() => close());

describe('the contract PDF is dated by the contract, not by the download', () => {
  it('prints the day the contract was issued, in Jordan, whatever day it is downloaded', async () => {
    const [motor] = await db.select().from(policies).where(eq(policies.contractNumber, `P-MOT-${ammanYear(new Date())}-000101`));
    // Issued at 22:30 UTC on 1 March: already 2 March in Amman (UTC+3).
    await db.update(policies).set({ createdAt: new Date('2026-03-01T22:30:00Z') }).where(eq(policies.id, motor!.id));
    const res = await get(`/user/polices/motor/${motor!.id}/export`, demo);
    expect(res.status).toBe(200);
    const input = rendered.at(-1)!;
    expect(input.issuedOn).toBe('2026-03-02');
    expect(Date.now() - input.printedAt.getTime()).toBeLessThan(60_000);
  }, 30_000);

  it('dates the demo contracts by their first day, not the day the data was seeded', async () => {
    const [medical] = await db.select().from(policies).where(eq(policies.contractNumber, `P-MED-${ammanYear(new Date())}-000401`));
    await get(`/user/polices/medical/${medical!.id}/export`, demo);
    expect(rendered.at(-1)!.issuedOn).toBe(medical!.effectiveDate);
  }, 30_000);
});
