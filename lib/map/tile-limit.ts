import { isIP } from 'node:net';
import type { Limit } from '@/lib/config/security';

/**
 * A fixed-window count per client address, in this process's memory. Map tiles are counted here and
 * not with the database's rate-limit helper: that costs a write per tile, and a portal in front of the
 * company's API has no database of its own. So each instance counts its own requests; nginx's
 * `limit_req` on the path counts across them (deploy/nginx.conf).
 *
 * An IPv6 client is counted by its /64, the block one customer's line is given. At most
 * `maxAddresses` windows are kept: the map keeps them in the order their windows began, so expired
 * ones are dropped from its front as new ones come, and when every window is still running (someone
 * rotating addresses) the oldest go, restarting their count rather than letting memory grow.
 */
export class AddressWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly maxAddresses = 100_000) {}

  /** Counts one request; answers null when it is within `limit`, else the seconds until its window ends (Retry-After). */
  take(address: string, limit: Limit, now: number): number | null {
    const key = addressKey(address);
    let window = this.windows.get(key);
    if (!window || now - window.start >= limit.windowMs) {
      this.windows.delete(key);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      this.dropOld(limit, now);
    }
    if (window.count >= limit.max) return Math.max(1, Math.ceil((window.start + limit.windowMs - now) / 1000));
    window.count += 1;
    return null;
  }

  get size(): number {
    return this.windows.size;
  }

  private dropOld(limit: Limit, now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start < limit.windowMs && this.windows.size <= this.maxAddresses) break;
      this.windows.delete(key);
    }
  }
}

/** An IPv6 address's first four groups (its /64); any other address as it is. */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${full.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
