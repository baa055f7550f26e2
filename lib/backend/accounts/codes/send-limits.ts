import { OTP_ALARM, OTP_SEND_LIMITS } from '@/lib/config/security';
import { codesPerAddressLimit, codesPerNetworkLimit } from '@/lib/config/code-budget';
import { log } from '@/lib/log';
import type { Db } from '../../db/client';
import { HttpError } from '../../http';
import { networkOf } from '../../limits/network';
import { retryAfterOf, takeRateLimit, takeRateLimits, wouldTakeRateLimit, type Limit, type Take } from '../../limits/rate-limit';
import type { Writer } from '../../db/tx';
import { underPressure, type Gauge } from '../pow/pressure';

export type Purpose = 'verify' | 'reset' | 'signin';

export type SendArgs = {
  mobile: string;
  userId?: number;
  purpose: Purpose;
  /** The device that asked: sign-in and reset codes are bound to it and counted per device. */
  deviceId?: string;
  /**
   * The device is one the account's owner signed in on before (accounts/auth/known-device.ts): its codes are
   * not counted on the address's and network's budgets, which strangers near the owner could spend.
   */
  knownDevice?: boolean;
  address: string;
  now: Date;
};

/** Every code the portal sends, counted for the operators' alarm (OTP_ALARM), never refused by it. */
const ALL_CODES = 'otp:all';
/** Past the alarm figure the portal itself is under pressure: every code costs a proof of work. */
export const ALARM_GAUGE: Gauge = [ALL_CODES, OTP_ALARM, 1];

/**
 * The counters a code send goes on (OTP_SEND_LIMITS): the asking device, its address and network
 * (unless the owner's own device), and the number and the account for codes only the account's holder
 * can cause. An account that does not exist yet (a sign-up checked before it is written) has sent nothing.
 */
export function sendLimits(args: SendArgs): [string, Limit][] {
  const limits: [string, Limit][] = [];
  if (!args.knownDevice) {
    limits.push([`otp:address:${args.address}`, codesPerAddressLimit()], [`otp:network:${networkOf(args.address)}`, codesPerNetworkLimit()]);
  }
  if (args.deviceId !== undefined) limits.push([`otp:device:${args.deviceId}`, OTP_SEND_LIMITS.perDevice]);
  if (args.purpose !== 'reset') {
    limits.push([`otp:number:${args.mobile}`, OTP_SEND_LIMITS.perNumber]);
    if (args.userId !== undefined) limits.push([`otp:account:${args.userId}`, OTP_SEND_LIMITS.perAccount]);
  }
  return limits;
}

/** 429 otp_limit when any counter is spent, with the wait until the last of them frees up. */
function refuseSpent(refused: Take[], now: Date): void {
  if (refused.length === 0) return;
  const retryAfterS = retryAfterOf(refused, now);
  throw new HttpError(429, 'otp_limit', `Too many codes sent. Try again in ${Math.ceil(retryAfterS / 60)} minutes.`, { retry_after_s: retryAfterS });
}

/**
 * Counts one code send on every counter, all or none (429 when any is spent), and on the portal's
 * alarm figure. Given the transaction that writes the message, the counts stand only if the message
 * is written: only codes that really go out spend the budgets. Answers the portal's figure so far.
 */
export async function takeSendLimits(db: Writer, args: SendArgs): Promise<number> {
  refuseSpent(await takeRateLimits(db, sendLimits(args), args.now), args.now);
  return (await takeRateLimit(db, ALL_CODES, OTP_ALARM, args.now)).count;
}

/**
 * The same refusal without counting: for work that sends its code later, in a transaction (sign-up),
 * so that a spent budget is refused before anything is hashed or written.
 */
export async function checkSendLimits(db: Db, args: SendArgs): Promise<void> {
  const takes = await Promise.all(sendLimits(args).map(([key, limit]) => wouldTakeRateLimit(db, key, limit, args.now)));
  refuseSpent(takes.filter((t) => !t.allowed), args.now);
}

/** Whether a code on these counters should first cost its asker a proof of work (accounts/pow/pressure.ts). */
export async function sendUnderPressure(db: Db, args: SendArgs, more: Gauge[] = []): Promise<boolean> {
  return underPressure(db, [...sendLimits(args), ...more, ALARM_GAUGE], args.now);
}

/** The codes the portal sent in the alarm's current window, and whether they are past it (/readyz). */
export async function codeAlarm(db: Db, now: Date = new Date()): Promise<{ codes_last_hour: number; codes_alarm: boolean }> {
  const take = await wouldTakeRateLimit(db, ALL_CODES, OTP_ALARM, now, 0);
  return { codes_last_hour: take.count, codes_alarm: take.count > OTP_ALARM.max };
}

/** Logs the send that took the portal past its alarm figure: once a window, whatever runs in parallel. */
export function alarmIfCrossed(count: number): void {
  if (count !== OTP_ALARM.max + 1) return;
  log.error({ codes: count, windowMinutes: OTP_ALARM.windowMs / 60_000, alarm: 'otp_codes' },
    'one-time codes past the portal\'s alarm figure: look for a crowd asking for codes (each now pays a proof of work)');
}
