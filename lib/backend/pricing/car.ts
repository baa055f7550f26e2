/**
 * Car insurance, comprehensive (bought online within the company's limits, car-online.ts; car renewals). All amounts in fils.
 *
 * Yearly premium: a rate of the car's valuation by engine type (petrol 3.5%, diesel 3.8%, hybrid
 * 3.2%, plug-in 3.1%, electric 3.0%), plus a loading by the car's age in years (0-5: none, 6-10:
 * +0.5 points, 11-15: +1 point, over 15: +1.5 points), at least 180.000 JOD. Fee 5.000 JOD per
 * contract; stamp duty 1% of the premium (money.ts).
 */
import { ammanYear } from '@/lib/calendar/days';
import type { EngineType } from '@/lib/config/car-makes';
import { priceOf, type PriceFils } from './money';

/** Per mille of the valuation, by engine type (35‰ is 3.5%). */
export const ENGINE_RATE_PER_MILLE: Record<EngineType, number> = {
  petrol: 35, diesel: 38, hybrid: 32, 'plug-in': 31, electric: 30,
};
/** Added per mille by the car's age: [age up to, loading]. */
export const AGE_LOADING_PER_MILLE: readonly [number, number][] = [[5, 0], [10, 5], [15, 10], [Infinity, 15]];
export const CAR_MINIMUM_PREMIUM_FILS = 180_000;
export const CAR_FEE_FILS = 5000;

export interface CarToPrice {
  engine_type: EngineType;
  production_year: number;
  /** JOD, whole dinars. */
  valuation: number;
}

export function carAge(productionYear: number, today: Date): number {
  return Math.max(0, ammanYear(today) - productionYear);
}

/** The yearly rate of the valuation, per mille: the engine type's plus the loading for the car's age. */
export function carRatePerMille(car: Pick<CarToPrice, 'engine_type' | 'production_year'>, today: Date): { rate: number; loading: number; age: number } {
  const age = carAge(car.production_year, today);
  const loading = AGE_LOADING_PER_MILLE.find(([upTo]) => age <= upTo)![1];
  return { rate: ENGINE_RATE_PER_MILLE[car.engine_type] + loading, loading, age };
}

/** The one comprehensive price, for a car bought new and for a renewal (on the car's value at renewal). */
export function priceCar(car: CarToPrice, today: Date): PriceFils {
  // valuation JOD × 1000 fils × rate‰ / 1000 = valuation × rate fils.
  const premium = Math.max(CAR_MINIMUM_PREMIUM_FILS, Math.round(car.valuation * carRatePerMille(car, today).rate));
  return priceOf(premium, CAR_FEE_FILS);
}
