import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { deliveryLog as log } from '../delivery/log';
import type { PaymentGateway } from './gateway/gateway';
import { verifyWithGateway } from './hosted';

/** A payment this long unsettled is asked about by the job (before, the customer is still on the gateway's page). */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Each pending payment is asked about at most this often. */
export const RECONCILE_EVERY_MS = 60_000;
const BATCH = 20;

/**
 * Asks the gateway about payments left pending (the customer closed the tab, a webhook was lost)
 * and settles them: paid ones get their contract, lapsed ones fail. The batch is claimed in one
 * statement (FOR UPDATE SKIP LOCKED), so servers running the job together ask about different
 * payments. Answers how many it settled.
 */
export async function reconcilePendingPayments(db: Db, gateway: PaymentGateway, now: Date): Promise<number> {
  const due = db.select({ id: payments.id }).from(payments)
    .where(and(
      eq(payments.status, 'pending'), isNotNull(payments.gatewayRef), lt(payments.updatedAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      or(isNull(payments.gatewayCheckedAt), lt(payments.gatewayCheckedAt, new Date(now.getTime() - RECONCILE_EVERY_MS))),
    ))
    .orderBy(asc(payments.gatewayCheckedAt), asc(payments.createdAt)).limit(BATCH).for('update', { skipLocked: true });
  const claimed = await db.update(payments).set({ gatewayCheckedAt: now }).where(inArray(payments.id, sql`(${due})`)).returning();
  let settled = 0;
  for (const payment of claimed) {
    const after = await verifyWithGateway(db, gateway, payment, now);
    if (after.status !== 'pending') settled += 1;
  }
  if (claimed.length) log('info', 'payment.reconciled', { asked: claimed.length, settled });
  return settled;
}

/** Runs the job now and every RECONCILE_EVERY_MS in this process; stop() ends it. */
export function startReconciliation(db: Db, gateway: PaymentGateway): { stop(): void } {
  const run = () => reconcilePendingPayments(db, gateway, new Date()).catch((error) => log('error', 'payment.reconcile_failed', { error: String(error) }));
  const timer = setInterval(run, RECONCILE_EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
