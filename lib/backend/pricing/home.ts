/**
 * Home insurance (POST /home/quotation). All amounts in fils.
 *
 * Yearly premium: 0.9 per mille of the home's value (the building) plus 2.5 per mille of the
 * possessions' value, at least 25.000 JOD. Home values from 5,000 to 2,000,000 JOD and possessions up
 * to 500,000 JOD are priced online (HOME_VALUES in lib/config/business.ts). The insured's age does
 * not change the price, but 60 or over is refused (spec §5). Fee 3.000 JOD per contract; stamp duty
 * 1% of the premium (money.ts).
 */
import { priceOf, type PriceFils } from './money';

/** Fils per JOD of value, per mille: 0.9‰ of a JOD is 0.9 fils. */
export const BUILDING_FILS_PER_JOD = 0.9;
export const POSSESSIONS_FILS_PER_JOD = 2.5;
export const HOME_MINIMUM_PREMIUM_FILS = 25_000;
export const HOME_FEE_FILS = 3000;

export function priceHome(homeValue: number, possessionsValue: number): PriceFils {
  const premium = Math.max(
    HOME_MINIMUM_PREMIUM_FILS,
    Math.round(homeValue * BUILDING_FILS_PER_JOD + possessionsValue * POSSESSIONS_FILS_PER_JOD),
  );
  return priceOf(premium, HOME_FEE_FILS);
}
