import { z } from 'zod';
import { guardRatesSchema } from '@/lib/api/guard-rates';
import { DECLARATIONS } from '@/lib/config/declarations';
import { homeQuotationSchema } from '@/lib/validation/home';
import { overlapConfirmation } from '@/lib/validation/overlap';
import { guardQuoteSchema } from '@/lib/validation/personal-accident';
import { TRAVEL_PROGRAMS } from '@/lib/config/travel';
import { travelQuotationSchema, travelTripSchema } from '@/lib/validation/travel';
import { endpoint } from '../define';

const money = z.number().nonnegative();

/**
 * The terms a quote is sold under: the document (/{lang}/documents/{document}), its current version, its
 * title in the reader's language, and the product's declaration the customer makes with them.
 */
export const quoteTermsSchema = z.object({ document: z.string(), version: z.string(), title: z.string(), declaration: z.enum(DECLARATIONS) });
export type QuoteTerms = z.infer<typeof quoteTermsSchema>;

/**
 * A price the backend holds as a quote until `valid_until` (30 minutes): amounts in JOD with three
 * decimals, premium − offer + fees + tax = total. Paying names the quote by `quotation_id` and
 * accepts its `terms` (POST /payment/start).
 */
export const quotationSchema = z.object({
  quotation_id: z.string(),
  /** What paying the quote does: 'travel' | 'home' | 'personal-accident' | 'motor' (a new contract), 'motor-renewal'. */
  kind: z.string(),
  /** The premium of the price tables, before any offer. */
  premium: money,
  /** An offer in force taken off the premium (before fees and stamp duty): its title in the reader's language and the amount. */
  offer: z.object({ title: z.string(), percent: z.number().int().positive(), amount: money }).nullable(),
  fees: money,
  tax: money,
  total: money,
  currency: z.literal('JOD'),
  valid_until: z.iso.datetime(),
  /** Null on a price that is not paid on the portal. */
  terms: quoteTermsSchema.nullable(),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** Sky or Sky Plus with the standard rate tables. Dates are sent as yyyy-MM-ddT00:00:00.000Z. */
export const createTravelQuotation = endpoint({
  method: 'POST', path: '/travel/quotation', body: travelQuotationSchema.safeExtend(overlapConfirmation), response: quotationSchema,
});

/** The low-cost program: only KSA trips of up to 30 days (`isLowCostTrip`); other trips answer 400 not_low_cost_trip. */
export const createLowCostTravelQuotation = endpoint({
  method: 'POST', path: '/travel/quotationlowcost', body: travelQuotationSchema.safeExtend(overlapConfirmation), response: quotationSchema,
});

/**
 * The portal's addition: what a trip costs in each program (Sky, Sky Plus), priced exactly as
 * POST /travel/quotation (or /travel/quotationlowcost, for a trip `isLowCostTrip` says is one) would
 * price it now, with the same refusals, but held as nothing: the package screen shows these, and the
 * summary holds one quote for the program chosen. `total` is that quote's total in JOD.
 */
export const travelPricesSchema = z.object({
  currency: z.literal('JOD'),
  programs: z.array(z.object({ program: z.enum(TRAVEL_PROGRAMS), total: money })),
});
export type TravelPrices = z.infer<typeof travelPricesSchema>;
export const priceTravelPrograms = endpoint({
  method: 'POST', path: '/quotation/travel/prices', body: travelTripSchema.safeExtend(overlapConfirmation), response: travelPricesSchema,
});

export const createHomeQuotation = endpoint({
  method: 'POST', path: '/home/quotation', body: homeQuotationSchema.safeExtend(overlapConfirmation), response: quotationSchema,
});

/** Spec §7: no body. Answers the personal-guard rate table the insured-sum screen prices from. */
export const createGuardQuotation = endpoint({
  method: 'POST', path: '/guard/quotation', response: guardRatesSchema,
});

/** The portal's addition to spec §7: a personal-guard quote for an age and an insured sum, priced by the backend. */
export const createGuardQuote = endpoint({
  method: 'POST', path: '/guard/quote', body: guardQuoteSchema.safeExtend(overlapConfirmation), response: quotationSchema,
});
