import { z } from 'zod';

/**
 * The personal-guard rate table (the answer of POST /guard/quotation) and how a price is read from
 * it. The insured-sum screen shows the price as the customer moves the slider; the backend prices
 * again from the same table when it holds the quote, so the browser's figure is never trusted.
 */
export const guardRatesSchema = z.object({
  currency: z.literal('JOD'),
  /** Yearly premium per 1000 JOD of insured sum, by the insured's age. */
  bands: z.array(z.object({ min_age: z.number().int(), max_age: z.number().int(), rate_per_mille: z.number().positive() })).min(1),
  minimum_premium: z.number().nonnegative(),
  fees: z.number().nonnegative(),
  /** Stamp duty as a fraction of the premium. */
  tax_rate: z.number().nonnegative(),
  insured_sum: z.object({ default: z.number(), step: z.number(), min: z.number(), max: z.number() }),
});
export type GuardRates = z.infer<typeof guardRatesSchema>;

export interface PriceFils { premium: number; fees: number; tax: number; total: number }

const fils = (jod: number) => Math.round(jod * 1000);

/**
 * Prices are in whole qirsh (10 fils): card gateways charge the dinar in hundredths (Checkout.com
 * refuses a JOD amount whose last digit is not 0), so the premium and the stamp duty are each
 * rounded to the nearest 10 fils and the total the customer is quoted is the total charged.
 */
export function toQirsh(fils: number): number {
  return Math.round(fils / 10) * 10;
}

/** The yearly price in fils for an age and an insured sum; null when no band covers the age. */
export function guardPriceFils(rates: GuardRates, age: number, insuredSum: number): PriceFils | null {
  const band = rates.bands.find((b) => age >= b.min_age && age <= b.max_age);
  if (!band) return null;
  // rate_per_mille JOD per 1000 JOD = rate_per_mille fils per JOD: exact in integers.
  const premium = toQirsh(Math.max(fils(rates.minimum_premium), insuredSum * band.rate_per_mille));
  const fees = toQirsh(fils(rates.fees));
  const tax = toQirsh(premium * rates.tax_rate);
  return { premium, fees, tax, total: premium + fees + tax };
}
