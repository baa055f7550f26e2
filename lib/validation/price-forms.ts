import { z } from 'zod';
import { TRAVEL } from '@/lib/config/business';
import { TRAVEL_TYPES } from '@/lib/config/travel';
import { apiDateOf, calendarDay } from './api-date';
import { birthDateForm } from './birth-date';
import { messageKeys } from './fields';
import { homeValuesForm } from './home';
import { insuredSumField } from './personal-accident';
import type { PriceAnswers } from './price-answers';
import { travellersRule } from './travel';

/**
 * The price pages' fields as typed (dates yyyy-MM-dd, digits possibly Arabic-Indic), built from the
 * purchase steps' own field rules; each parses to the answers POST /quotation/price checks again with
 * lib/validation/price-answers.ts.
 */

/** Personal accident: birth date, the accident question, the insured sum. */
export function guardPriceForm(today: string) {
  return birthDateForm(today).extend({
    previous_accidents: z.enum(['yes', 'no'], { error: messageKeys.required }),
    insured_sum: insuredSumField,
  });
}

/** Home: birth date and the two values. */
export function homePriceForm(today: string) {
  return birthDateForm(today).extend(homeValuesForm.shape);
}

/** Travel, after the trip (travelTripForm): the contract's type and each traveller's birth date. */
export function travellerDatesForm(today: string) {
  return z.object({
    travel_type: z.enum(TRAVEL_TYPES, { error: messageKeys.required }),
    travellers: z.array(z.object({ birth_date: calendarDay.refine((day) => day <= today, 'purchase.validation.birthDate') }))
      .min(1).max(TRAVEL.maxTravellers, 'purchase.validation.tooManyTravellers'),
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
