import { addDays, dayOf, daysBetween } from '@/lib/calendar/days';
import { EXPIRY_WARNING_DAYS } from '@/lib/config/business';

/**
 * Where a contract stands on a day, by its dates alone: not started yet (a trip bought for next week,
 * a renewal that follows the current contract), running, running and inside the 20-day warning of
 * spec §9, or ended. Only a cover that has started can be "expiring": a six-day trip that starts in a
 * week ends within 20 days but is not about to lapse, it has not begun.
 */
export const coverStates = ['upcoming', 'active', 'expiring', 'expired'] as const;
export type CoverState = (typeof coverStates)[number];

export interface CoverPeriod {
  /** First and last day covered, yyyy-MM-dd (both included). */
  effective_date: string;
  expiry: string;
}

/** The state on `today` (yyyy-MM-dd, the day in Amman). */
export function coverState(period: CoverPeriod, today: string): CoverState {
  const toExpiry = daysBetween(today, dayOf(period.expiry));
  if (toExpiry < 0) return 'expired';
  if (daysBetween(today, dayOf(period.effective_date)) > 0) return 'upcoming';
  return toExpiry <= EXPIRY_WARNING_DAYS ? 'expiring' : 'active';
}

/**
 * The same for a contract as the API shows it: the day it was counted on is the expiry less the days
 * to expire the backend counted, so the page agrees with the backend's clock, not the browser's.
 */
export function coverStateOf(p: CoverPeriod & { days_to_expire: number }): CoverState {
  return coverState(p, addDays(dayOf(p.expiry), -p.days_to_expire));
}

/**
 * The days to count on a contract's card and page: to its start while it has not begun (a trip bought
 * for next month shows "Days until cover starts 47", not 47 days to expire), else to its end; null once ended.
 */
export function daysCounted(p: CoverPeriod & { days_to_expire: number }): { key: 'daysToStart' | 'daysToExpire'; days: number } | null {
  if (p.days_to_expire < 0) return null;
  const today = addDays(dayOf(p.expiry), -p.days_to_expire);
  const toStart = daysBetween(today, dayOf(p.effective_date));
  return toStart > 0 ? { key: 'daysToStart', days: toStart } : { key: 'daysToExpire', days: p.days_to_expire };
}
