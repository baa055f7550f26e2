import { and, isNull, lt, sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@/lib/config/security';
import type { Db } from '../../db/client';
import { identityDocuments, identityJourneys, uploads } from '../../db/schema';

/**
 * Sign-ups abandoned after the scan: journeys no account named within a day are deleted, and the
 * uploads no journey points at any more (these, or those of sessions that expired) go back to
 * unclaimed, so the upload purge deletes their files.
 */
export async function purgeAbandonedJourneys(db: Db, now: Date = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unclaimedTtlMs);
  await db.delete(identityJourneys).where(and(isNull(identityJourneys.userId), lt(identityJourneys.createdAt, cutoff)));
  await db.update(uploads).set({ claimedAt: null }).where(and(
    sql`${uploads.purpose} = 'identity'`,
    sql`${uploads.claimedAt} is not null`,
    sql`not exists (select 1 from ${identityDocuments} where ${identityDocuments.uploadId} = ${uploads.id})`,
  ));
}
