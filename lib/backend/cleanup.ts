import { UPLOAD_LIMITS } from '@/lib/config/security';
import type { Db } from './db/client';
import { purgeAbandonedJourneys } from './identity/cleanup';
import { purgeRateLimits } from './limits/rate-limit';
import { purgeUploads } from './uploads/store';

/** Everything the embedded backend deletes once it has served its time. */
export async function cleanUp(db: Db, now: Date = new Date()): Promise<void> {
  await purgeAbandonedJourneys(db, now);
  await purgeUploads(db, now);
  await purgeRateLimits(db, now);
}

const EVERY_MS = 60 * 60_000;

/**
 * Runs the clean-up at start and then every hour in this process (with several portal servers on
 * one database each runs it; the deletes are idempotent). The timer does not keep the process alive.
 */
export function scheduleCleanUp(db: Db): void {
  const run = () => cleanUp(db).catch((error) => console.error('[clean-up]', error));
  setTimeout(run, 5_000).unref?.();
  setInterval(run, Math.min(EVERY_MS, UPLOAD_LIMITS.unclaimedTtlMs)).unref?.();
}
