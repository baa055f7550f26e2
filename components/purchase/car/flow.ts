import { z } from 'zod';
import type { PriceShown } from '@/components/pricing/price-shown';
import type { UploadedFile } from '@/components/upload/FileUpload';
import type { PriceOption } from '@/lib/api/endpoints/prices';
import { defineFlow } from '@/lib/flow';
import { carPriceSchema, vehicleSchema, type CarPriceAnswers, type CarQuoteRequest } from '@/lib/validation/car-price';

export type StoredFile = Pick<UploadedFile, 'id' | 'name' | 'type' | 'size'>;

export type CarData = {
  /** The price's answers (what POST /quotation/price and the quotation price). */
  answers: CarPriceAnswers;
  /** The price those answers gave on the price step; cleared when the answers change. */
  price: PriceOption;
  /** The price seen before the purchase (a held price, carry.ts); cleared when the answers change. */
  price_shown?: PriceShown;
  /** The car the contract names (for comprehensive: the priced make, model and year). */
  vehicle: CarQuoteRequest['vehicle'];
  licence_front: StoredFile;
  licence_back: StoredFile;
  /** Registration pages: the first required, the second optional. */
  registration: StoredFile[];
};

const file = z.object({ id: z.uuid() });

/** The price step is done once these answers' cover was priced: on the step, or before (a held price). */
const priced = z.object({
  answers: z.object({ cover: z.string() }),
  price: z.object({ option: z.string(), total: z.number() }).optional(),
  price_shown: z.object({ totals: z.record(z.string(), z.number()) }).optional(),
}).refine((d) => d.price?.option === d.answers.cover || d.price_shown?.totals[d.answers.cover] !== undefined);

/**
 * Car cover online: the car (the price's answers), the price, the documents, the summary → payment.
 * Its id is the quote's kind ('motor'): the payment result clears this draft once the contract is issued.
 */
export const carFlow = defineFlow<CarData>({
  id: 'motor',
  version: 2,
  steps: [
    { key: 'car', label: 'carPrice.purchase.steps.car', schema: z.object({ answers: carPriceSchema }) },
    { key: 'price', label: 'carPrice.purchase.steps.price', schema: priced },
    {
      key: 'documents', label: 'carPrice.purchase.steps.documents',
      schema: z.object({ vehicle: vehicleSchema, licence_front: file, licence_back: file, registration: z.array(file).min(1) }),
    },
    { key: 'summary', label: 'purchase.steps.summary' },
  ],
});

/** What POST /car/quotation is sent for this draft. */
export function carQuoteOf(d: Partial<CarData>): CarQuoteRequest {
  return {
    answers: d.answers!,
    vehicle: d.vehicle!,
    licence_front: d.licence_front?.id ?? '',
    licence_back: d.licence_back?.id ?? '',
    registration: (d.registration ?? []).map((f) => f.id),
  };
}
