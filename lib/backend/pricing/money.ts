import { toQirsh, type PriceFils } from '@/lib/api/guard-rates';

export type { PriceFils };

/**
 * Money in the backend is integer fils (1 JOD = 1000 fils, the dinar's three decimals), so sums and
 * roundings are exact; the API shows JOD with three decimals.
 */
export const FILS_PER_JOD = 1000;

/** Stamp duty on every contract sold online: 1% of the premium, rounded to the qirsh (10 fils, see toQirsh). */
export const STAMP_DUTY_RATE = 0.01;

export function toJod(fils: number): number {
  return Math.round(fils) / FILS_PER_JOD;
}

export function toFils(jod: number): number {
  return Math.round(jod * FILS_PER_JOD);
}

/** A price from a premium and a fee: each in whole qirsh, the stamp duty added, the total summed. */
export function priceOf(premium: number, fees: number): PriceFils {
  const p = toQirsh(premium);
  const f = toQirsh(fees);
  const tax = toQirsh(p * STAMP_DUTY_RATE);
  return { premium: p, fees: f, tax, total: p + f + tax };
}
