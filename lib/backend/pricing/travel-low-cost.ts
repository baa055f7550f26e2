/**
 * The low-cost travel program (POST /travel/quotationlowcost). All amounts in fils.
 *
 * It prices only short trips to KSA: zone KSA (KSA alone, not worldwide), at most 30 days
 * (LOW_COST_TRAVEL in lib/config/business.ts; `isLowCostTrip` in lib/validation/travel.ts says which
 * trips qualify). Anything else is priced by the standard tables (travel.ts).
 *
 * Premium per traveller:
 *
 * | days up to | 7    | 15   | 30    |
 * | Sky        | 3000 | 4500 | 6500  |
 * | Sky Plus   | 5000 | 7000 | 10000 |
 *
 * The same age multipliers as the standard tables (under 18 ×0.5, 65–75 ×2, 76–85 ×3); no family
 * discount (the rates are already low). Fee 1.000 JOD per contract; stamp duty 1% of the premium.
 */
import type { TravelProgram } from '@/lib/config/travel';
import { isLowCostZone } from '@/lib/validation/travel';
import { priceOf, type PriceFils } from './money';
import { travelAgeFactor, type TravelTrip } from './travel';

export const LOW_COST_DAY_BANDS = [7, 15, 30] as const;
const RATES: Record<TravelProgram, readonly number[]> = { sky: [3000, 4500, 6500], 'sky-plus': [5000, 7000, 10000] };
export const LOW_COST_FEE_FILS = 1000;

/** The low-cost price; null when the trip does not qualify or a traveller's age is not covered. */
export function priceLowCostTravel(trip: TravelTrip): PriceFils | null {
  if (!isLowCostZone(trip.zone, trip.days)) return null;
  const band = LOW_COST_DAY_BANDS.findIndex((limit) => trip.days <= limit);
  const base = RATES[trip.program][band]!;
  let premium = 0;
  for (const age of trip.ages) {
    const factor = travelAgeFactor(age);
    if (factor === null) return null;
    premium += Math.round(base * factor);
  }
  return priceOf(premium, LOW_COST_FEE_FILS);
}
