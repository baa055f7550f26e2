import type { CarCover } from '@/lib/config/car-online';
import type { CarPriceAnswers } from '@/lib/validation/car-price';

/**
 * The price form's entries as typed (every cover's fields in one set), before the schema
 * (carPriceSchema) says they make a price's answers: it reads the chosen cover's fields only, the
 * year and the value as typed (Arabic-Indic digits, `15,000`).
 */
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
