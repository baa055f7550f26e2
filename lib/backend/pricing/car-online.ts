/**
 * A car's price online, from the answers the price needs (lib/validation/car-price.ts): third party
 * from the tariff (car-third-party.ts), comprehensive from the car table (car.ts) within the company's
 * limits (CAR_ONLINE). A car the rules send to a person answers the reason instead.
 */
import { CAR_ONLINE, type CarReferralReason } from '@/lib/config/car-online';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { carAge, priceCar } from './car';
import { priceThirdParty } from './car-third-party';
import type { PriceFils } from './money';

export type CarPriceResult = { price: PriceFils; referral: null } | { price: null; referral: CarReferralReason };

const referred = (referral: CarReferralReason): CarPriceResult => ({ price: null, referral });

export function priceCarOnline(answers: CarPriceAnswers, today: Date): CarPriceResult {
  if (answers.cover === 'third-party') {
    const price = priceThirdParty(answers);
    return price ? { price, referral: null } : referred('vehicle');
  }
  if (answers.previous_claim) return referred('previous-claim');
  if (!CAR_ONLINE.engineTypesOnline.includes(answers.engine_type)) return referred('engine-type');
  if (answers.valuation < CAR_ONLINE.minValuation || answers.valuation > CAR_ONLINE.maxValuation) return referred('valuation');
  if (carAge(answers.production_year, today) > CAR_ONLINE.maxAgeYears) return referred('car-age');
  return { price: priceCar(answers, today), referral: null };
}
