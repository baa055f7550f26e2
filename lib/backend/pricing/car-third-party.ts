/**
 * Car insurance, third party (compulsory liability). The regulator sets the real tariff; these are
 * DEMO FIGURES until the company loads its own table here. All amounts in fils.
 *
 * Yearly premium by use, vehicle type and size band (JOD):
 *
 * | use        | car ≤1600 | ≤2000 | ≤3000 | >3000 | electric | pick-up ≤1t | ≤2t | >2t |
 * |------------|-----------|-------|-------|-------|----------|-------------|-----|-----|
 * | private    | 85        | 95    | 110   | 130   | 90       | 110         | 135 | 165 |
 * | taxi       | 190       | 210   | 240   | —     | 200      | —           | —   | —   |
 * | commercial | 120       | 135   | 155   | 180   | 125      | 150         | 185 | 230 |
 *
 * "—": not sold online (a person prices it). Motorcycles are not sold online: the makes a contract
 * names (lib/config/car-makes.ts) are car makes, so a motorcycle goes to the motor department. Fee 5.000 JOD per contract; stamp duty 1% (money.ts).
 */
import type { VehicleSize, VehicleType, VehicleUse } from '@/lib/config/car-online';
import { priceOf, type PriceFils } from './money';
import { CAR_FEE_FILS } from './car';

type Tariff = Record<VehicleUse, Partial<Record<VehicleType, Partial<Record<VehicleSize, number>>>>>;

/** JOD a year; a missing entry is not sold online. Demo figures (see the header). */
export const THIRD_PARTY_TARIFF_JOD: Tariff = {
  private: {
    car: { 'cc-1600': 85, 'cc-2000': 95, 'cc-3000': 110, 'cc-over-3000': 130, electric: 90 },
    pickup: { 'ton-1': 110, 'ton-2': 135, 'ton-over-2': 165 },
  },
  taxi: {
    car: { 'cc-1600': 190, 'cc-2000': 210, 'cc-3000': 240, electric: 200 },
  },
  commercial: {
    car: { 'cc-1600': 120, 'cc-2000': 135, 'cc-3000': 155, 'cc-over-3000': 180, electric: 125 },
    pickup: { 'ton-1': 150, 'ton-2': 185, 'ton-over-2': 230 },
  },
};

/** `size` is checked against the type's bands by the schema; an unknown one is simply not in the table. */
export interface VehicleToPrice { use: VehicleUse; vehicle_type: VehicleType; size: string }

/** The one third-party price, for a vehicle bought new and for a renewal (on its kept entry); null when the tariff does not sell it online. */
export function priceThirdParty(vehicle: VehicleToPrice): PriceFils | null {
  const sizes = THIRD_PARTY_TARIFF_JOD[vehicle.use][vehicle.vehicle_type];
  const jod = sizes && Object.hasOwn(sizes, vehicle.size) ? sizes[vehicle.size as VehicleSize] : undefined;
  return jod === undefined ? null : priceOf(jod * 1000, CAR_FEE_FILS);
}
