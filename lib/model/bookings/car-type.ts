import { makeByName } from '@/lib/config/car-makes';
import { PICKUP_MODELS, SUV_MODELS } from '@/lib/config/car-bodies';

/** The kinds of car the roadside team assesses (the booking's `car_type`). */
export const CAR_TYPES = ['saloon', 'suv', 'pickup', 'motorcycle'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/**
 * The kind of car the assessor meets, from its contract: the third-party tariff's vehicle type when the
 * contract was bought online with one (a pick-up, a motorcycle), else the model's body (lib/config/car-bodies),
 * else a saloon. Never asked of the customer: the contract holds it.
 */
export function carTypeOf(car: { vehicleType: string | null; vehicleModel: string | null; tariffType?: string | null }): CarType {
  if (car.tariffType === 'motorcycle') return 'motorcycle';
  if (car.tariffType === 'pickup') return 'pickup';
  const make = makeByName(car.vehicleType);
  const stored = car.vehicleModel?.toLowerCase();
  const model = make?.models.find((m) => m.en.toLowerCase() === stored || m.ar === car.vehicleModel);
  if (model && PICKUP_MODELS.has(model.id)) return 'pickup';
  if (model && SUV_MODELS.has(model.id)) return 'suv';
  return 'saloon';
}
