import type { CarCover } from '@/lib/config/car-online';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import { toLatinDigits } from '@/lib/validation/digits';

/** The price form's entries as typed, before the schema (carPriceSchema) says they make a price's answers. */
export type CarPriceDraft = {
  cover?: CarCover;
  use?: string;
  vehicle_type?: string;
  size?: string;
  make?: string;
  model?: string;
  engine_type?: string;
  production_year?: string;
  valuation?: string;
  previous_claim?: boolean;
};

const asNumber = (v?: string) => (!v || v.trim() === '' ? undefined : Number(toLatinDigits(v).replace(/[\s,٬]/g, '')));

/** What the schema checks: only the chosen cover's fields, numbers as numbers. */
export function answersOf(d: CarPriceDraft): Record<string, unknown> {
  if (d.cover === 'third-party') return { cover: d.cover, use: d.use, vehicle_type: d.vehicle_type, size: d.size };
  return {
    cover: d.cover, make: d.make, model: d.model, engine_type: d.engine_type,
    production_year: asNumber(d.production_year), valuation: asNumber(d.valuation), previous_claim: d.previous_claim,
  };
}

/** Answers already given (a held price, a draft), back into the form. */
export function draftOf(a: Partial<CarPriceAnswers> | undefined): CarPriceDraft {
  if (!a) return {};
  const { production_year, valuation, ...rest } = a as Partial<CarPriceAnswers> & { production_year?: number; valuation?: number };
  return {
    ...(rest as CarPriceDraft),
    production_year: production_year ? String(production_year) : undefined,
    valuation: valuation ? String(valuation) : undefined,
  };
}
