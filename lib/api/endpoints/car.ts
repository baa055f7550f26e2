import { carQuoteSchema } from '@/lib/validation/car-price';
import { overlapConfirmation } from '@/lib/validation/overlap';
import { endpoint } from '../define';
import { quotationSchema } from './quotations';

/**
 * Spec §7, as the portal sells car cover online: the price's answers (third party or comprehensive),
 * the car the contract names and the customer's own uploads of the driver licence and the
 * registration. Priced again by the backend from the answers (never a price the browser sends) and
 * held as a quote of kind 'motor' for POST /payment/start. A car the company's rules send to a person
 * answers 422 `car_referred` with `reason` (CAR_REFERRAL_REASONS): the screen offers the car request.
 * A car already covered by the customer for an overlapping year (same plate) answers 409 cover_overlap
 * unless `confirm_overlap`.
 */
export const createCarQuotation = endpoint({
  method: 'POST', path: '/car/quotation', body: carQuoteSchema.safeExtend(overlapConfirmation), response: quotationSchema,
});
