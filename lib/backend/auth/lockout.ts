import { and, count, eq, gt, lt } from 'drizzle-orm';
import { LOGIN_LOCKOUT } from '@/lib/config/security';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/** Pure: whether recent failures lock further tries (per account, per address). */
export function isLocked(accountFailures: number, addressFailures: number): boolean {
  return accountFailures >= LOGIN_LOCKOUT.maxFailuresPerAccount || addressFailures >= LOGIN_LOCKOUT.maxFailuresPerAddress;
}

export async function loginLocked(db: Db, account: string, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_LOCKOUT.windowMs);
  const [byAccount] = await db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.account, account), gt(loginFailures.at, since)));
  const [byAddress] = await db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.address, address), gt(loginFailures.at, since)));
  return isLocked(byAccount?.n ?? 0, byAddress?.n ?? 0);
}

export async function recordLoginFailure(db: Db, account: string, address: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ account, address, at: now });
  // Old rows say nothing any more.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - 2 * LOGIN_LOCKOUT.windowMs)));
}

export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
