import { desc, eq } from 'drizzle-orm';
import type { ClaimEventKind } from '@/lib/api/endpoints/claims';
import { ammanDay } from '@/lib/calendar/days';
import type { Locale } from '@/lib/config/business';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { claimEvents, claims } from '../db/schema';
import type { HttpError } from '../http';
import type { Tx } from '../db/tx';
import { findClaim, openRequestCount } from './access';
import { claimChanged, decisionChanged, stepNotAllowed } from './errors';
import { canStep, decisionStands, type ClaimRow, type ClaimStep, type NamedDecision, type StepContext } from './rules';

/** What a step does once its claim is locked and allowed to take it: the row after it. */
export type StepWork = (tx: Tx, claim: ClaimRow, ctx: StepContext) => Promise<ClaimRow>;

interface StepArgs {
  db: Db;
  me: UserRow;
  idText: string | undefined;
  lang: Locale;
  now: Date;
  step: ClaimStep;
  /** A refusal that says more than claim_step_not_allowed, when the step is not allowed (a refusal still open to appeal). */
  whyNot?: (claim: ClaimRow, ctx: StepContext) => HttpError | null;
}

const contextOf = async (tx: Tx, claim: ClaimRow, now: Date): Promise<StepContext> => ({ today: ammanDay(now), openRequests: await openRequestCount(tx, claim.id) });

/** The newest event of the claim: what a repeat of a step is recognised by. */
async function lastEvent(tx: Tx, claimId: number) {
  const [row] = await tx.select().from(claimEvents).where(eq(claimEvents.claimId, claimId)).orderBy(desc(claimEvents.id)).limit(1);
  return row ?? null;
}

/**
 * A desk step: one transaction that locks the claim's row, checks the version the desk read and the
 * state the step leaves, then does the step. A second send of the same step on the same version by the
 * same person (a double click, a retry) finds the claim one version on with that person's event of that
 * kind last, and answers the claim as it is now; anything else that moved the claim on answers 409
 * claim_changed. So parallel sends of one step make one event and one change.
 */
export async function deskStep(args: StepArgs & { version: number; kind: ClaimEventKind }, work: StepWork): Promise<ClaimRow> {
  const { db, me, idText, lang, now, step, version, kind } = args;
  return db.transaction(async (tx) => {
    const claim = await findClaim(tx, me, idText, lang, true);
    if (claim.version !== version) {
      const last = claim.version === version + 1 ? await lastEvent(tx, claim.id) : null;
      if (last && last.kind === kind && last.actorId === me.id) return claim;
      throw claimChanged(lang);
    }
    const ctx = await contextOf(tx, claim, now);
    if (!canStep(step, claim, ctx)) throw args.whyNot?.(claim, ctx) ?? stepNotAllowed(lang);
    return work(tx, claim, ctx);
  });
}

/**
 * A customer's step: the same lock and state check. A repeat is recognised by `done` (the claim already
 * shows the step made as asked), answered as it is now. An answer to a decision (accept, dispute,
 * appeal) names the decision it answers (`answers`): compared under the lock with the one that stands,
 * so an answer to a decision that changed is `409 claim_decision_changed` and changes nothing.
 */
export async function customerStep(
  args: StepArgs & { done: (claim: ClaimRow, tx: Tx) => Promise<boolean> | boolean; answers?: NamedDecision },
  work: StepWork,
): Promise<ClaimRow> {
  const { db, me, idText, lang, now, step, done, answers } = args;
  return db.transaction(async (tx) => {
    const claim = await findClaim(tx, me, idText, lang, true);
    if (await done(claim, tx)) return claim;
    if (answers && !decisionStands(claim, answers)) throw decisionChanged(lang);
    const ctx = await contextOf(tx, claim, now);
    if (!canStep(step, claim, ctx)) throw args.whyNot?.(claim, ctx) ?? stepNotAllowed(lang);
    return work(tx, claim, ctx);
  });
}

/** Moves the claim: the change, a new version, the time, and when its state changes, since when it is in it. */
export async function moveClaim(tx: Tx, claim: ClaimRow, change: Partial<typeof claims.$inferInsert>, now: Date): Promise<ClaimRow> {
  const entered = change.state !== undefined && change.state !== claim.state;
  const [row] = await tx.update(claims)
    .set({ ...change, version: claim.version + 1, updatedAt: now, ...(entered ? { stateSince: now } : {}) })
    .where(eq(claims.id, claim.id)).returning();
  return row!;
}

/** Whether the newest event of the claim is this kind by this person (a customer's repeated objection). */
export async function lastEventIs(tx: Tx, claimId: number, kind: ClaimEventKind, actorId: number): Promise<boolean> {
  const last = await lastEvent(tx, claimId);
  return last !== null && last.kind === kind && last.actorId === actorId;
}
