import type { PriceOption } from '@/lib/api/endpoints/prices';
import { flowStore } from '@/lib/flow/store';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { carDetailsSchema } from '@/lib/validation/motor';
import { motorFlow, type MotorData } from '@/components/requests/motor/flow';
import { carFlow, type CarData } from './flow';

/**
 * A price the customer saw becomes the purchase's draft: the car and price steps done, so the
 * purchase opens on the documents (after sign-up too: the draft lives in this tab's session storage).
 * A car bought before (another vehicle, images) is replaced.
 */
export function seedCarPurchase(answers: CarPriceAnswers, price: PriceOption): void {
  flowStore(carFlow).set({ data: { answers, price } as Partial<CarData>, done: ['car', 'price'] });
}

/**
 * A car the rules send to a person: the request flow's draft starts from the answers already given,
 * its car step done when they name a car the request accepts (comprehensive's answers do).
 */
export function seedCarRequest(answers: CarPriceAnswers): void {
  const car = answers.cover === 'comprehensive'
    ? { make: answers.make, model: answers.model, engine_type: answers.engine_type, production_year: answers.production_year, valuation: answers.valuation }
    : {};
  const ok = carDetailsSchema.safeParse(car).success;
  flowStore(motorFlow).set({ data: car as Partial<MotorData>, done: ok ? ['car'] : [] });
}

/** The request flow's address for a referral: the reason goes in the query, shown at its top. */
export const requestHref = (reason: string) => `/create-policy-motor/request?reason=${encodeURIComponent(reason)}`;
