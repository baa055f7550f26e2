import { z } from 'zod';
import { OTP_SEND_LIMITS, type Limit } from './security';

/**
 * One client address's hourly budget of one-time codes (OTP_SEND_LIMITS.perAddress), set by
 * OTP_CODES_PER_ADDRESS where many customers share an address: a mobile carrier's NAT, or the browser
 * tests, whose customers all sign up from 127.0.0.1. The number, the device and the account budgets
 * still bind first for any one customer. A value that is not a whole number from 1 to 100000 refuses
 * the start (check-settings.ts).
 */
const setting = z.coerce.number().int().min(1).max(100_000);

export function codesPerAddressLimit(env: Partial<Record<string, string>> = process.env): Limit {
  const raw = env.OTP_CODES_PER_ADDRESS?.trim();
  if (!raw) return OTP_SEND_LIMITS.perAddress;
  const parsed = setting.safeParse(raw);
  if (!parsed.success) throw new Error(`OTP_CODES_PER_ADDRESS must be a whole number from 1 to 100000, not "${raw}"`);
  return { ...OTP_SEND_LIMITS.perAddress, max: parsed.data };
}

/** The network's budget (OTP_SEND_LIMITS.perNetwork): never below its address's, which it holds. */
export function codesPerNetworkLimit(env: Partial<Record<string, string>> = process.env): Limit {
  return { ...OTP_SEND_LIMITS.perNetwork, max: Math.max(OTP_SEND_LIMITS.perNetwork.max, codesPerAddressLimit(env).max) };
}
