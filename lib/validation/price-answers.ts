import { z } from 'zod';
import { TRAVEL } from '@/lib/config/business';
import { apiDate } from './api-date';
import { carPriceSchema } from './car-price';
import { insuredSum } from './personal-accident';
import { homeQuotationSchema } from './home';
import { travellersRule, tripFields } from './travel';

/**
 * What each line's price needs, and nothing more: the answers a visitor gives before any account
 * (POST /quotation/price), which the purchase flow then carries, prefilled, to its summary. Names,
 * passports, the title deed and the car's documents are asked only when buying.
 */
export const pricedLines = ['car', 'travel', 'home', 'personal-accident'] as const;
export type PricedLine = (typeof pricedLines)[number];

/** A trip's price: the trip and each traveller's birth date (the first is the buyer). */
export const travelPriceSchema = z.object({
  ...tripFields,
  travellers: z.array(z.object({ birth_date: apiDate })).min(1).max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
}).superRefine(travellersRule);
/** Home: the buyer's birth date (refused at 60 or over, spec §5) and the two values. */
export const homePriceSchema = z.object({
  birth_date: apiDate,
  home_value: homeQuotationSchema.shape.home_value,
  possessions_value: homeQuotationSchema.shape.possessions_value,
});
/** Personal accident: the buyer's birth date, the accident question (spec §5), the insured sum. */
export const guardPriceSchema = z.object({
  birth_date: apiDate,
  previous_accidents: z.boolean({ error: 'pricing.validation.accidents' }),
  insured_sum: insuredSum,
});

export const priceAnswersSchema = z.discriminatedUnion('line', [
  z.object({ line: z.literal('car'), answers: carPriceSchema }),
  z.object({ line: z.literal('travel'), answers: travelPriceSchema }),
  z.object({ line: z.literal('home'), answers: homePriceSchema }),
  z.object({ line: z.literal('personal-accident'), answers: guardPriceSchema }),
]);
export type PriceAnswers = z.infer<typeof priceAnswersSchema>;
