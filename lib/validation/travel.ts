import { z } from 'zod';
import { LOW_COST_TRAVEL, TRAVEL } from '@/lib/config/business';
import { MAX_TRIP_COUNTRIES, TRAVEL_COUNTRIES, TRAVEL_PROGRAMS, TRAVEL_TYPES, tripZone, type TravelDestination } from '@/lib/config/travel';
import { addDays } from '@/lib/calendar/days';
import { apiDate, dayField } from './api-date';
import { birthDateField } from './birth-date';
import { latinName } from './fields';
import { digitsNumber } from './numbers';

const passportId = z.string({ error: 'validation.passportId' }).trim().min(1, 'validation.passportId')
  .transform((v) => v.toUpperCase()).pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, 'validation.passportId'));
const countryCode = z.string({ error: 'purchase.validation.countries' }).refine((v) => TRAVEL_COUNTRIES.some((c) => c.code === v), 'purchase.validation.countries');
/** The countries of the trip, each once, in the order chosen: the backend derives the zone from them (tripZone). */
const countryCodes = z.array(countryCode, { error: 'purchase.validation.countries' }).min(1, 'purchase.validation.countries')
  .max(MAX_TRIP_COUNTRIES, 'purchase.validation.tooManyCountries').transform((codes) => [...new Set(codes)]);
/**
 * A traveller's name as printed in the passport's Latin letters (the certificate an embassy reads, and
 * the name the assistance company looks for): letters A-Z, spaces, hyphens, apostrophes and dots.
 */
const passportName = latinName(120, 'purchase.validation.travellerName');
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });
const travelType = choice(TRAVEL_TYPES, 'purchase.validation.travelType');
const tripDays = digitsNumber(TRAVEL.minDays, TRAVEL.maxDays, 'purchase.validation.days');

export const travellerSchema = z.object({
  name: passportName,
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

/**
 * Where the trip goes, never its zone: the zone (and so the price) follows from the countries
 * (tripZone), so a zone the browser sends is not read (zod drops the unknown key).
 */
export const tripFields = {
  countries: countryCodes,
  worldwide: z.boolean(),
  travel_type: travelType,
  start_date: apiDate,
  days: z.number().int().min(TRAVEL.minDays, 'purchase.validation.days').max(TRAVEL.maxDays, 'purchase.validation.days'),
  travellers: z.array(travellerSchema).min(1).max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
};

/**
 * The body of POST /travel/quotation and POST /travel/quotationlowcost, and what the travel flow
 * collects: a trip and its program.
 */
export const travelQuotationSchema = z.object({ program: choice(TRAVEL_PROGRAMS, 'purchase.validation.program'), ...tripFields })
  .superRefine(travellersRule);
/** The body of POST /quotation/travel/prices: the trip alone, checked by the same rules, priced in every program. */
export const travelTripSchema = z.object(tripFields).superRefine(travellersRule);
export type TravelTripRequest = z.infer<typeof travelTripSchema>;
export type TravelQuotationRequest = z.infer<typeof travelQuotationSchema>;

/** A zone and length the low-cost program prices: KSA only, up to LOW_COST_TRAVEL.maxDays. */
export function isLowCostZone(zone: TravelDestination | undefined, days: number): boolean {
  return zone === LOW_COST_TRAVEL.destination && days <= LOW_COST_TRAVEL.maxDays;
}

/** The trips the low-cost program prices: to KSA alone, not worldwide, up to LOW_COST_TRAVEL.maxDays. */
export function isLowCostTrip(trip: { countries: readonly string[]; worldwide: boolean; days: number }): boolean {
  return isLowCostZone(tripZone(trip), trip.days);
}

const startDay = dayField('purchase.validation.startDateRequired');

/** The trip screen's fields as typed (digits may be Arabic-Indic, separators allowed). */
export const travelTripForm = z.object({
  countries: countryCodes,
  worldwide: z.boolean(),
  start_date: startDay,
  days: tripDays,
});

/**
 * The purchase's trip step: as travelTripForm, the first day from `today` up to TRAVEL.maxStartInDays
 * ahead. The country showing in the select (`pending`, not added yet) counts as one of the trip's.
 */
export function tripStepForm(today: string) {
  const trip = travelTripForm.extend({
    start_date: startDay.refine((day) => day >= today && day <= addDays(today, TRAVEL.maxStartInDays), 'purchase.validation.startDate'),
  });
  return z.looseObject({ countries: z.array(z.string()).default([]), pending: z.string().default('') })
    .transform(({ pending, ...v }) => ({ ...v, countries: pending ? [...v.countries, pending] : v.countries }))
    .pipe(trip);
}

export const travellerForm = z.object({
  name: passportName,
  birth_date: dayField('purchase.validation.travellerBirthDate'),
  passport_id: passportId,
});

export const travellersForm = z.object({
  travel_type: travelType,
  travellers: z.array(travellerForm).min(1).max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
}).superRefine(travellersRule);

/** The purchase's travellers step: as travellersForm, each birth date on or before `today`. */
export function travellersStepForm(today: string) {
  return z.object({
    travel_type: travelType,
    travellers: z.array(travellerForm.extend({ birth_date: birthDateField(today, 'purchase.validation.travellerBirthDate') }))
      .min(1).max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
  }).superRefine(travellersRule);
}

/** The package step: Sky or Sky Plus. */
export const packageForm = z.object({ program: choice(TRAVEL_PROGRAMS, 'purchase.validation.program') });
