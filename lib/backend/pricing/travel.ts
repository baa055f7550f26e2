/**
 * Travel insurance, programs Sky and Sky Plus (POST /travel/quotation). All amounts in fils.
 *
 * Premium per traveller, by destination zone and trip length (the band is the first whose limit is
 * at least the trip's days):
 *
 * | days up to                 |     7 |    15 |    31 |    62 |    92 |   180 |   365 |
 * | Sky, KSA                   |  5000 |  8000 | 12000 | 20000 | 27000 | 40000 | 65000 |
 * | Sky, Turkey and Egypt      |  7000 | 11000 | 16000 | 26000 | 35000 | 52000 | 85000 |
 * | Sky, other countries       | 10000 | 15000 | 22000 | 36000 | 48000 | 70000 |115000 |
 * | Sky, USA/Canada/Australia  | 15000 | 23000 | 34000 | 55000 | 74000 |108000 |175000 |
 * | Sky Plus                   | the Sky rate × 1.5                                    |
 *
 * The zone is the trip's (tripZone in lib/config/travel.ts: the widest zone among its countries; a
 * worldwide trip is in the USA/Canada/Australia zone), never one the customer picks. Age at the trip's start multiplies the
 * traveller's rate: under 18 ×0.5, 18–64 ×1, 65–75 ×2, 76–85 ×3; over 85 is not covered online.
 * A family contract (two or more travellers) takes 10% off the summed premium. Fee 2.000 JOD per
 * contract; stamp duty 1% of the premium (money.ts).
 */
import { TRAVEL } from '@/lib/config/business';
import type { TravelDestination, TravelProgram } from '@/lib/config/travel';
import { priceOf, type PriceFils } from './money';

export const TRAVEL_DAY_BANDS = [7, 15, 31, 62, 92, 180, 365] as const;

const SKY: Record<TravelDestination, readonly number[]> = {
  ksa: [5000, 8000, 12000, 20000, 27000, 40000, 65000],
  'turkey-egypt': [7000, 11000, 16000, 26000, 35000, 52000, 85000],
  other: [10000, 15000, 22000, 36000, 48000, 70000, 115000],
  'usa-canada-australia': [15000, 23000, 34000, 55000, 74000, 108000, 175000],
};
const PROGRAM_FACTOR: Record<TravelProgram, number> = { sky: 1, 'sky-plus': 1.5 };
export const TRAVEL_FEE_FILS = 2000;
export const FAMILY_DISCOUNT = 0.1;

/** The age multiplier at the trip's start; null when the web does not cover that age. */
export function travelAgeFactor(age: number): number | null {
  if (age < 0 || age > TRAVEL.maxAge) return null;
  if (age < 18) return 0.5;
  if (age <= 64) return 1;
  if (age <= 75) return 2;
  return 3;
}

export function dayBand(days: number): number {
  const i = TRAVEL_DAY_BANDS.findIndex((limit) => days <= limit);
  if (i < 0 || days < 1) throw new RangeError(`No travel band for ${days} days`);
  return i;
}

export interface TravelTrip {
  program: TravelProgram;
  /** The trip's zone, from its countries (tripZone). */
  zone: TravelDestination;
  days: number;
  /** Each traveller's age at the trip's start. */
  ages: number[];
}

/** The price of a trip; null when a traveller's age is not covered online. */
export function priceTravel(trip: TravelTrip): PriceFils | null {
  const base = SKY[trip.zone][dayBand(trip.days)]! * PROGRAM_FACTOR[trip.program];
  let premium = 0;
  for (const age of trip.ages) {
    const factor = travelAgeFactor(age);
    if (factor === null) return null;
    premium += Math.round(base * factor);
  }
  if (trip.ages.length >= 2) premium = Math.round(premium * (1 - FAMILY_DISCOUNT));
  return priceOf(premium, TRAVEL_FEE_FILS);
}
