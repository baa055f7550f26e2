import { and, arrayOverlaps, eq, inArray, like, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type Channel = OutboxRow['channel'];

/**
 * Takes up to `limit` due messages of the given channels for this server: pending or failed ones
 * whose time has come, and ones claimed by a server whose lease ran out (it died mid-send).
 * `FOR UPDATE SKIP LOCKED`: servers claiming together each take different rows.
 */
export async function claimDue(db: Db, args: { instance: string; channels: Channel[]; now: Date; leaseMs: number; limit: number }): Promise<OutboxRow[]> {
  if (args.channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: outbox.id }).from(outbox)
      .where(and(
        inArray(outbox.channel, args.channels),
        or(
          and(inArray(outbox.state, ['pending', 'failed']), lte(outbox.nextAttemptAt, args.now)),
          and(eq(outbox.state, 'sending'), lt(outbox.leaseUntil, args.now)),
        ),
      ))
      .orderBy(outbox.id).limit(args.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx.update(outbox)
      .set({ state: 'sending', attempts: sql`${outbox.attempts} + 1`, leaseUntil: new Date(args.now.getTime() + args.leaseMs), claimedBy: args.instance })
      .where(inArray(outbox.id, due.map((d) => d.id)))
      .returning();
  });
}

/** The provider took it. */
export async function markSent(db: Db, id: number, providerIds: string[], now: Date): Promise<void> {
  await db.update(outbox)
    .set({ state: 'sent', sentAt: now, providerIds, leaseUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

/** The provider refused or could not be reached: tried again at `retryAt`, or dead when there is none. */
export async function markFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.update(outbox)
    .set(retryAt ? { state: 'failed', nextAttemptAt: retryAt, leaseUntil: null, lastError: error } : { state: 'dead', leaseUntil: null, lastError: error })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

/** Claims this server took but did not start (it is stopping): pending again at once, for another server. */
export async function release(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(outbox)
    .set({ state: 'pending', leaseUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(and(inArray(outbox.id, ids), eq(outbox.state, 'sending')));
}

/**
 * An SMS delivery receipt names one part's message_id: the message is delivered, or dead with the
 * network's status (an operator sees it and may resend). Answers the message's id, if any.
 */
export async function markReceipt(db: Db, providerId: string, delivered: boolean, status: string): Promise<number | null> {
  const [row] = await db.update(outbox)
    .set(delivered ? { state: 'delivered' } : { state: 'dead', lastError: `delivery receipt: ${status}` })
    .where(and(arrayOverlaps(outbox.providerIds, [providerId]), inArray(outbox.state, ['sent', 'sending'])))
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/**
 * At start: messages still claimed by an earlier process of this machine that is gone (killed, or a
 * container restarted with the same host name) are pending again at once, instead of after their
 * lease. `instance` is `host:pid`; a claim of a live process is left alone.
 */
export async function releaseOrphans(db: Db, host: string, alive: (pid: number) => boolean): Promise<number> {
  const claims = await db.selectDistinct({ claimedBy: outbox.claimedBy }).from(outbox)
    .where(and(eq(outbox.state, 'sending'), like(outbox.claimedBy, `${host}:%`)));
  const orphans = claims.map((c) => c.claimedBy!).filter((claim) => {
    const pid = Number(claim.slice(host.length + 1));
    return Number.isInteger(pid) && (pid === process.pid || !alive(pid));
  });
  if (orphans.length === 0) return 0;
  const released = await db.update(outbox)
    .set({ state: 'pending', leaseUntil: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.state, 'sending'), inArray(outbox.claimedBy, orphans)))
    .returning({ id: outbox.id });
  return released.length;
}
