import { flowStore } from '@/lib/flow/store';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { carDetailsSchema } from '@/lib/validation/motor';
import { motorFlow, type MotorData } from './flow';

/**
 * A car the rules send to a person: the request flow's draft starts from the answers already given,
 * its car step done when they name a car the request accepts (comprehensive's answers do), with
 * the plate a purchase named.
 */
export function seedCarRequest(answers: CarPriceAnswers, plate?: string): void {
  const car = answers.cover === 'comprehensive'
    ? { make: answers.make, model: answers.model, engine_type: answers.engine_type, production_year: answers.production_year, valuation: answers.valuation }
    : {};
  const ok = carDetailsSchema.safeParse(car).success;
  flowStore(motorFlow).set({ data: { ...car, ...(plate ? { plate_number: plate } : {}) } as Partial<MotorData>, done: ok ? ['car'] : [] });
}

/** The request flow's address for a referral: the reason goes in the query, shown at its top. */
export const requestHref = (reason: string) => `/create-policy-motor/request?reason=${encodeURIComponent(reason)}`;
