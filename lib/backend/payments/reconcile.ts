import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { CAPTURE_WATCH_MS } from '@/lib/config/payment-gateway';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { deliveryLog as log } from '../messages';
import type { PaymentGateway } from './gateway/gateway';
import { retryDueRefunds } from './captures';
import { verifyWithGateway } from './hosted';

/** A payment this long unsettled is asked about by the job (before, the customer is still on the gateway's page). */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Each payment is asked about at most this often. */
export const RECONCILE_EVERY_MS = 60_000;
const BATCH = 50;

/**
 * Asks the gateway about payments left pending (the customer closed the tab, a webhook was lost),
 * and about every payment, whatever its state (paid, failed, superseded), whose hosted sessions may
 * still take money (CAPTURE_WATCH_MS): paid ones get their contract, lapsed ones fail, and any
 * capture under the payment's reference that bought nothing goes back (captures.ts). Then the
 * refunds the gateway has not accepted yet are asked again. The batch is claimed in one statement
 * (FOR UPDATE SKIP LOCKED), so servers running the job together ask about different payments.
 * Answers how many payments it settled.
 */
export async function reconcilePendingPayments(db: Db, gateway: PaymentGateway, now: Date): Promise<number> {
  const due = db.select({ id: payments.id }).from(payments)
    .where(and(
      isNotNull(payments.gatewayRef),
      or(
        and(eq(payments.status, 'pending'), lt(payments.updatedAt, new Date(now.getTime() - RECONCILE_AFTER_MS))),
        and(ne(payments.status, 'pending'), gt(payments.gatewayOpenedAt, new Date(now.getTime() - CAPTURE_WATCH_MS))),
      ),
      or(isNull(payments.gatewayCheckedAt), lt(payments.gatewayCheckedAt, new Date(now.getTime() - RECONCILE_EVERY_MS))),
    ))
    .orderBy(asc(payments.gatewayCheckedAt), asc(payments.createdAt)).limit(BATCH).for('update', { skipLocked: true });
  const claimed = await db.update(payments).set({ gatewayCheckedAt: now }).where(inArray(payments.id, sql`(${due})`)).returning();
  let settled = 0;
  for (const payment of claimed) {
    const after = await verifyWithGateway(db, gateway, payment, now);
    if (after.status !== payment.status) settled += 1;
  }
  const refunds = await retryDueRefunds(db, gateway, now);
  if (claimed.length || refunds) log('info', 'payment.reconciled', { asked: claimed.length, settled, refunds });
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
