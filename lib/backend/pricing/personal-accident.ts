/**
 * Personal accident ("personal guard"; POST /guard/quotation answers this table, POST /guard/quote
 * prices from it). Yearly premium per 1000 JOD of insured sum, by age:
 *
 * | age        | 1–17 | 18–39 | 40–49 | 50–59 |
 * | JOD / 1000 |    8 |    10 |    13 |    18 |
 *
 * At least 5.000 JOD; fee 1.000 JOD; stamp duty 1% of the premium. Insured sum 100 to 10000 JOD in
 * steps of 25, default 500 (spec §9). 60 or over, or any previous accident, injury or dangerous
 * sport, is refused (spec §5). E.g. 500 JOD at 30: 5.000 premium + 1.000 fee + 0.050 duty = 6.050 JOD.
 */
import { guardPriceFils, type GuardRates } from '@/lib/api/guard-rates';
import { INSURED_SUM } from '@/lib/config/business';
import { STAMP_DUTY_RATE } from './money';

export const GUARD_RATES: GuardRates = {
  currency: 'JOD',
  bands: [
    { min_age: 1, max_age: 17, rate_per_mille: 8 },
    { min_age: 18, max_age: 39, rate_per_mille: 10 },
    { min_age: 40, max_age: 49, rate_per_mille: 13 },
    { min_age: 50, max_age: 59, rate_per_mille: 18 },
  ],
  minimum_premium: 5,
  fees: 1,
  tax_rate: STAMP_DUTY_RATE,
  insured_sum: { ...INSURED_SUM },
};

export function priceGuard(age: number, insuredSum: number) {
  return guardPriceFils(GUARD_RATES, age, insuredSum);
}
