import { z } from 'zod';
import type { RenewalBasis } from '@/lib/api/endpoints/renewals';
import { ammanYear } from '@/lib/calendar/days';
import { CAR_RENEWAL_DEPRECIATION_PER_MILLE, THIRD_PARTY_UNKNOWN_ENTRY, VEHICLE_TYPES, VEHICLE_USES, type VehicleType } from '@/lib/config/car-online';
import { CAR_MINIMUM_PREMIUM_FILS, carAge, carRatePerMille, priceCar, type PriceFils, priceThirdParty, toJod } from '../../pricing';
import type { PolicyRow } from '../view';

/** A renewal's price, the insured sum of the renewed contract, and what the price rests on (shown beside last year's). */
export interface RenewalPricing {
  price: PriceFils;
  /** JOD: the car's value at renewal (comprehensive); 0 for third party, which is liability only. */
  insuredSum: number;
  basis: RenewalBasis[];
}

/** The tariff entry a third-party contract bought online keeps (new-car.ts), read back. */
const thirdPartyEntry = z.object({ use: z.enum(VEHICLE_USES), vehicle_type: z.enum(VEHICLE_TYPES as [VehicleType, ...VehicleType[]]), size: z.string() });

/** Last year's insured value less the yearly depreciation for the car's age at renewal, in whole dinars. */
export function valueAtRenewal(insuredSum: number, productionYear: number, now: Date): number {
  const age = carAge(productionYear, now);
  const depreciation = CAR_RENEWAL_DEPRECIATION_PER_MILLE.find(([upTo]) => age <= upTo)![1];
  return Math.round((insuredSum * (1000 - depreciation)) / 1000);
}

/**
 * The renewal's price through the same price function as a car bought new, by the contract's cover
 * (its segment code): third party on the tariff, from the entry the contract keeps (one from before
 * entries were kept: the highest private car band, never more than the car bought new); comprehensive
 * on the car's value at renewal. A contract from before engine types were kept is priced as petrol,
 * the table's base. Null when the tariff no longer sells the kept entry online (a person renews it).
 */
export function renewalPricing(policy: PolicyRow, now: Date): RenewalPricing | null {
  if (policy.segmentCode === 'MC-TPL') {
    const kept = thirdPartyEntry.safeParse(policy.declarations?.third_party);
    const entry = kept.success ? kept.data : THIRD_PARTY_UNKNOWN_ENTRY;
    const price = priceThirdParty(entry);
    return price ? { price, insuredSum: 0, basis: [{ kind: 'tariff', ...entry, on_file: kept.success }] } : null;
  }
  const car = {
    engine_type: policy.engineType ?? 'petrol',
    production_year: policy.productionYear ?? ammanYear(now),
  };
  const last = Math.round(policy.insuredSum);
  const value = valueAtRenewal(last, car.production_year, now);
  const price = priceCar({ ...car, valuation: value }, now);
  const { rate, loading, age } = carRatePerMille(car, now);
  const basis: RenewalBasis[] = [
    { kind: 'value', from: last, to: value, age },
    { kind: 'rate', engine_type: car.engine_type, percent: rate / 10, age, loading_percent: loading / 10 },
  ];
  if (price.premium === CAR_MINIMUM_PREMIUM_FILS) basis.push({ kind: 'minimum', amount: toJod(CAR_MINIMUM_PREMIUM_FILS) });
  return { price, insuredSum: value, basis };
}
