import { deskApproval } from '@/lib/validation/claim';

/** One JOD amount as the approval's schema reads it, in fils; an empty field counts as nothing yet, an unreadable one as unknown. */
function filsOf(typed: unknown): number | null {
  if (typed === undefined || (typeof typed === 'string' && typed.trim() === '')) return 0;
  const read = deskApproval.shape.gross.safeParse(typed);
  return read.success ? read.data : null;
}

export interface ApprovalDraft {
  gross?: unknown;
  excess?: unknown;
  deductions?: { amount?: unknown }[];
}

/**
 * The net an approval pays, live as the desk types: the loss less the excess and every deduction, each
 * read to the fils by the schema's own rule, as the schema's check and the backend count it. Null while
 * an amount is not a number the schema would take.
 */
export function liveNet(draft: ApprovalDraft): number | null {
  const parts = [draft.gross, draft.excess, ...(draft.deductions ?? []).map((d) => d.amount)].map(filsOf);
  if (parts.some((p) => p === null)) return null;
  const [gross = 0, ...taken] = parts as number[];
  return gross - taken.reduce((sum, p) => sum + p, 0);
}

/** An amount in fils as the desk types it again: 1250500 → "1250.5". */
export const jodText = (fils: number) => String(fils / 1000);
