import { browserApi } from '@/lib/api/browser';
import type { Quotation } from '@/lib/api/endpoints/quotations';
import type { CarQuoteRequest } from '@/lib/validation/car-price';
import type { OverlapConfirmation } from '@/lib/validation/overlap';
import { heldQuote } from '../quote-reuse';

/** POST /car/quotation for the draft: a held quotation (paid through the summary), or 422 car_referred with the reason. */
export function quoteCar(locale: string, request: CarQuoteRequest, answer: OverlapConfirmation, fresh?: boolean): Promise<Quotation> {
  const body = { ...request, ...answer };
  return heldQuote('createCarQuotation', locale, body, () => browserApi(locale).createCarQuotation({ body }), fresh);
}
