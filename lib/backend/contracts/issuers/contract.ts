import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { policies } from '../../db/schema';
import type { Writer } from '../../db/tx';

type NewPolicy = Omit<typeof policies.$inferInsert, 'contractNumber' | 'qrToken'>;
const LINE_CODE = { motor: 'MOT', travel: 'TRV', home: 'HOM', medical: 'MED', 'personal-accident': 'PGD' } as const;

/**
 * Writes a contract issued on the web. Its number follows the company's pattern with a W (web) before
 * the serial, e.g. P-TRV-2026-W000013, from the row's own id, so two issues can never share a number.
 */
export async function insertContract(tx: Writer, values: NewPolicy, now: Date) {
  const [row] = await tx.insert(policies).values({
    ...values,
    contractNumber: `pending-${randomBytes(12).toString('hex')}`,
    qrToken: randomBytes(18).toString('base64url'),
  }).returning();
  const contractNumber = `P-${LINE_CODE[values.line]}-${now.getUTCFullYear()}-W${String(row!.id).padStart(6, '0')}`;
  const [issued] = await tx.update(policies).set({ contractNumber }).where(eq(policies.id, row!.id)).returning();
  return issued!;
}
