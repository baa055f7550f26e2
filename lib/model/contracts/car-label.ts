import type { Policy } from '@/lib/model/contracts/policy';

/** A contract's car as the customer reads it, "Toyota Corolla 2021" (the API names it in the page's language). */
export function carLabel(p: Pick<Policy, 'vehicle_type' | 'vehicle_model' | 'production_year'>): string {
  return [p.vehicle_type, p.vehicle_model, p.production_year].filter(Boolean).join(' ');
}
