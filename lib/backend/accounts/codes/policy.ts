import { randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@/lib/config/business';
import { OTP_POLICY } from '@/lib/config/security';

/** A code of `length` digits (OTP_LENGTH unless told) from a secure random source. */
export function generateCode(length: number = OTP_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export type AttemptState = 'usable' | 'expired' | 'exhausted' | 'consumed';

/** Whether a stored code may still be tried: valid for validForMs, maxTriesPerCode tries. */
export function attemptState(code: { expiresAt: Date; attempts: number; consumedAt: Date | null }, now: Date): AttemptState {
  if (code.consumedAt) return 'consumed';
  if (code.attempts >= OTP_POLICY.maxTriesPerCode) return 'exhausted';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'usable';
}

export function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + OTP_POLICY.validForMs);
}
