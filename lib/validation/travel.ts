import { z } from 'zod';
import { LOW_COST_TRAVEL, TRAVEL } from '@/lib/config/business';
import { TRAVEL_COUNTRIES, TRAVEL_DESTINATIONS, TRAVEL_PROGRAMS, TRAVEL_TYPES } from '@/lib/config/travel';
import { apiDate, calendarDay } from './api-date';
import { messageKeys, personName } from './fields';
import { digitsNumber } from './numbers';

const passportId = z.string({ error: messageKeys.required }).trim().min(1, messageKeys.required)
  .transform((v) => v.toUpperCase()).pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, 'validation.passportId'));
const countryCode = z.string({ error: messageKeys.required }).refine((v) => TRAVEL_COUNTRIES.some((c) => c.code === v), messageKeys.required);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: messageKeys.required });

export const travellerSchema = z.object({
  name: personName(120),
  birth_date: apiDate,
  passport_id: passportId,
});

/** One traveller, a family has several; an individual contract exactly one. */
export function travellersRule(v: { travel_type: string; travellers: unknown[] }, ctx: z.RefinementCtx) {
  if (v.travel_type === 'individual' && v.travellers.length !== 1) {
    ctx.addIssue({ code: 'custom', path: ['travellers'], message: 'purchase.validation.travellers' });
  }
  if (v.travel_type === 'family' && v.travellers.length < 2) {
    ctx.addIssue({ code: 'custom', path: ['travellers'], message: 'purchase.validation.familyTravellers' });
  }
}

/** A worldwide trip prices in the widest zone, so its destination is usa-canada-australia. */
export function worldwideRule(v: { worldwide: boolean; destination: string }, ctx: z.RefinementCtx) {
  if (v.worldwide && v.destination !== 'usa-canada-australia') {
    ctx.addIssue({ code: 'custom', path: ['destination'], message: 'validation.invalid' });
  }
}

export const tripFields = {
  country: countryCode,
  worldwide: z.boolean(),
  destination: choice(TRAVEL_DESTINATIONS),
  travel_type: choice(TRAVEL_TYPES),
  start_date: apiDate,
  days: z.number().int().min(TRAVEL.minDays, 'purchase.validation.days').max(TRAVEL.maxDays, 'purchase.validation.days'),
  travellers: z.array(travellerSchema).min(1).max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
};

/**
 * The body of POST /travel/quotation and POST /travel/quotationlowcost, and what the travel flow
 * collects: a trip and its program.
 */
export const travelQuotationSchema = z.object({ program: choice(TRAVEL_PROGRAMS), ...tripFields })
  .superRefine(travellersRule).superRefine(worldwideRule);
/** The body of POST /quotation/travel/prices: the trip alone, checked by the same rules, priced in every program. */
export const travelTripSchema = z.object(tripFields).superRefine(travellersRule).superRefine(worldwideRule);
export type TravelTripRequest = z.infer<typeof travelTripSchema>;
export type TravelQuotationRequest = z.infer<typeof travelQuotationSchema>;

/** The trips the low-cost program prices: KSA only, not worldwide, up to LOW_COST_TRAVEL.maxDays. */
export function isLowCostTrip(trip: { destination: string; worldwide: boolean; days: number }): boolean {
  return trip.destination === LOW_COST_TRAVEL.destination && !trip.worldwide && trip.days <= LOW_COST_TRAVEL.maxDays;
}

/** The trip screen's fields as typed (digits may be Arabic-Indic). */
export const travelTripForm = z.object({
  country: countryCode,
  worldwide: z.boolean(),
  destination: choice(TRAVEL_DESTINATIONS),
  start_date: calendarDay,
  days: digitsNumber(TRAVEL.minDays, TRAVEL.maxDays, 'purchase.validation.days'),
});

export const travellerForm = z.object({
  name: personName(120),
  birth_date: calendarDay,
  passport_id: passportId,
});

export const travellersForm = z.object({
  travel_type: choice(TRAVEL_TYPES),
  travellers: z.array(travellerForm).min(1).max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
}).superRefine(travellersRule);
