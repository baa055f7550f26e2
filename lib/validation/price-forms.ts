import { z } from 'zod';
import { TRAVEL } from '@/lib/config/business';
import { TRAVEL_TYPES } from '@/lib/config/travel';
import { apiDateOf, calendarDay } from './api-date';
import { homeValuesForm } from './home';
import { insuredSumField } from './personal-accident';
import type { PriceAnswers } from './price-answers';
import { travellersRule } from './travel';

/**
 * The price pages' fields as typed (dates yyyy-MM-dd, amounts as typed: Arabic-Indic digits,
 * separators), built from the purchase steps' own field rules; each parses to the answers POST
 * /quotation/price checks again with lib/validation/price-answers.ts. The `…PriceRequest` schemas are
 * what the price forms check (react-hook-form's resolver): their output is the request itself.
 */

/** A birth date typed into a price form: a real day, not after `today`; empty says to enter it. */
const birthDate = (today: string, required: string) =>
  z.string({ error: required }).min(1, required).pipe(calendarDay).refine((day) => day <= today, 'purchase.validation.birthDate');

/** Personal accident: birth date, the accident question, the insured sum. */
export function guardPriceForm(today: string) {
  return z.object({
    birth_date: birthDate(today, 'pricing.validation.birthDate'),
    previous_accidents: z.enum(['yes', 'no'], { error: 'pricing.validation.accidents' }),
    insured_sum: insuredSumField,
  });
}

/** Home: birth date and the two values. */
export function homePriceForm(today: string) {
  return z.object({ birth_date: birthDate(today, 'pricing.validation.birthDate'), ...homeValuesForm.shape });
}

/** Travel, after the trip (travelTripForm): the contract's type and each traveller's birth date. */
export function travellerDatesForm(today: string) {
  return z.object({
    travel_type: z.enum(TRAVEL_TYPES, { error: 'pricing.validation.travelType' }),
    travellers: z.array(z.object({ birth_date: birthDate(today, 'pricing.validation.travellerBirthDate') }))
      .min(1, 'pricing.validation.travellerBirthDate').max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
  }).superRefine(travellersRule);
}

type GuardForm = z.output<ReturnType<typeof guardPriceForm>>;
type HomeForm = z.output<ReturnType<typeof homePriceForm>>;

export function guardAnswers(v: GuardForm): Extract<PriceAnswers, { line: 'personal-accident' }> {
  return { line: 'personal-accident', answers: { birth_date: apiDateOf(v.birth_date), previous_accidents: v.previous_accidents === 'yes', insured_sum: v.insured_sum } };
}

export function homeAnswers(v: HomeForm): Extract<PriceAnswers, { line: 'home' }> {
  return { line: 'home', answers: { birth_date: apiDateOf(v.birth_date), home_value: v.home_value, possessions_value: v.possessions_value } };
}

/** The personal accident price form's schema: its output is the price request. */
export const guardPriceRequest = (today: string) => guardPriceForm(today).transform(guardAnswers);
/** The home price form's schema: its output is the price request. */
export const homePriceRequest = (today: string) => homePriceForm(today).transform(homeAnswers);
