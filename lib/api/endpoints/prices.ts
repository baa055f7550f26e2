import { z } from 'zod';
import { CAR_REFERRAL_REASONS } from '@/lib/config/car-online';
import { priceAnswersSchema, pricedLines } from '@/lib/validation/price-answers';
import { endpoint } from '../define';

const money = z.number().nonnegative();

/** One price a line's answers give: amounts in JOD with three decimals, premium − offer + fees + tax = total. */
export const priceOptionSchema = z.object({
  /** car: the cover ('third-party' | 'comprehensive'); travel: the program ('sky' | 'sky-plus'); home and personal accident: 'standard'. */
  option: z.string(),
  premium: money,
  offer: z.object({ title: z.string(), percent: z.number().int().positive(), amount: money }).nullable(),
  fees: money,
  tax: money,
  total: money,
});
export type PriceOption = z.infer<typeof priceOptionSchema>;

/**
 * A price before any contract: what the answers cost now, priced by the backend's tables for anyone
 * with a session, a visitor included. Held for the device's session (carried through sign-up and
 * sign-in) so the purchase flow starts from these answers; the summary's quotation prices them again
 * on the account. Nothing here can be paid.
 */
export const priceSchema = z.object({
  line: z.enum(pricedLines),
  currency: z.literal('JOD'),
  /** Empty when the car is referred. */
  options: z.array(priceOptionSchema),
  /** Car only: why the company's rules send this car to a person (the car request flow), else null. */
  referral: z.enum(CAR_REFERRAL_REASONS).nullable(),
  /** Until when the session holds these answers. */
  held_until: z.iso.datetime(),
});
export type Price = z.infer<typeof priceSchema>;

/** The portal's addition: a price for a line's answers (lib/validation/price-answers.ts), no account needed. */
export const createPrice = endpoint({ method: 'POST', path: '/quotation/price', body: priceAnswersSchema, response: priceSchema });

/** The answers this session holds, the newest of each line (what a purchase flow starts from after sign-up or sign-in). */
export const getHeldPrices = endpoint({
  method: 'GET', path: '/quotation/price/held',
  response: z.object({ held: z.array(z.object({ price: priceSchema, request: priceAnswersSchema })) }),
});
