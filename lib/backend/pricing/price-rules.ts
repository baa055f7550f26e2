import { TRAVEL } from '@/lib/config/business';
import { tripZone, type TravelProgram } from '@/lib/config/travel';
import { dayFrom, daysBetween } from '@/lib/calendar/days';
import { ageOn, dayOfApiDate } from '@/lib/validation/api-date';
import { underAgeLimit } from '@/lib/validation/birth-date';
import type { TravelTripRequest } from '@/lib/validation/travel';
import type { UserRow } from '../context';
import { HttpError } from '../http';
import { assertMayBuy } from './may-buy';
import type { PriceFils } from './money';
import { priceTravel } from './travel';
import { priceLowCostTravel } from './travel-low-cost';

/**
 * The refusals every price of a line answers, whether a quote held for payment
 * (handlers/quotations.ts) or a price before any account (handlers/prices.ts): one code path, so
 * what a visitor is shown is what the summary holds.
 */

/** What a trip's price reads: a quote's trip, or a price's answers (each traveller's birth date only). */
export type PricedTrip = Pick<TravelTripRequest, 'start_date' | 'countries' | 'worldwide' | 'days'> & { travellers: { birth_date: string }[] };

export const TRAVEL_BARRED_MESSAGE = 'You cannot issue a travel insurance contract through the web app';

/** Blacklisted, or barred from web issuing (spec §6, §8): travel is refused before anything is priced. */
export function assertMayBuyTravel(user: UserRow): void {
  assertMayBuy(user);
  if (user.webIssuingBarred) throw new HttpError(403, 'travel_web_barred', TRAVEL_BARRED_MESSAGE);
}

export const invalid = (field: string, key: string) =>
  new HttpError(400, 'validation_error', 'Some fields are not valid', { fields: { [field]: key } });

/**
 * The trip's dates against today, and each traveller's age at its start. The first traveller is the
 * buyer, aged from `holderBirthDate` (the account's where it has one); the others are as declared.
 */
export function tripAges(trip: PricedTrip, holderBirthDate: string, now: Date): number[] {
  const today = dayFrom(now, 0);
  const start = dayOfApiDate(trip.start_date);
  const ahead = daysBetween(today, start);
  if (ahead < 0 || ahead > TRAVEL.maxStartInDays) throw invalid('start_date', 'purchase.validation.startDate');
  return trip.travellers.map((t, i) => {
    const birth = i === 0 ? holderBirthDate : dayOfApiDate(t.birth_date);
    if (daysBetween(birth, today) < 0) throw invalid(`travellers.${i}.birth_date`, 'purchase.validation.birthDate');
    return ageOn(birth, start);
  });
}

const notCovered = () => new HttpError(400, 'age_not_covered', `Travellers over ${TRAVEL.maxAge} are insured through the company`);

/**
 * The trip's price in each program at the standard or the low-cost rates, in the zone its countries
 * decide (tripZone; the schema already refused an unknown country); a traveller over age is refused.
 */
export function priceTrip(trip: PricedTrip, ages: number[], programs: readonly TravelProgram[], lowCost: boolean): PriceFils[] {
  const zone = tripZone(trip);
  if (!zone) throw invalid('countries', 'validation.required');
  return programs.map((program) => {
    const price = (lowCost ? priceLowCostTravel : priceTravel)({ zone, days: trip.days, program, ages });
    if (!price) throw notCovered();
    return price;
  });
}

/** Spec §5: personal accident and home are refused at 60 or over, on the buyer's birth date. */
export function assertUnderAgeLimit(birthDate: string, now: Date): void {
  if (!underAgeLimit(birthDate, dayFrom(now, 0))) {
    throw new HttpError(400, 'age_refused', 'Personal Guard and home insurance are for customers under 60',
      { fields: { birth_date: 'purchase.validation.ageRefusal' } });
  }
}
