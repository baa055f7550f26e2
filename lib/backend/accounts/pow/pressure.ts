import { PROOF_OF_WORK } from '@/lib/config/security';
import type { Db } from '../../db/client';
import { peekRateLimit, type Limit } from '../../limits/rate-limit';

/** A counter, its limit, and the share of it past which the counter is under pressure (PROOF_OF_WORK.pressureShare unless told). */
export type Gauge = [key: string, limit: Limit, share?: number];

/**
 * Whether any of the counters a request would spend is under pressure: used up to its share of the
 * limit in the current window. Then the request first costs its sender a proof of work (accounts/pow/demand.ts):
 * a person waits about a second, a script pays for every request. Reads only; counts nothing.
 */
export async function underPressure(db: Db, gauges: Gauge[], now: Date): Promise<boolean> {
  const counts = await Promise.all(gauges.map(([key, limit]) => peekRateLimit(db, key, limit, now)));
  return gauges.some(([, limit, share = PROOF_OF_WORK.pressureShare], i) => (counts[i] ?? 0) >= limit.max * share);
}
