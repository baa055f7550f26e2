import type { z } from 'zod';
import type { useLazyZodForm } from '@/components/forms/useZodForm';
import type { CarPriceAnswers } from '@/lib/validation/car-price';
import type { CarPriceDraft } from './draft';

/** The form as typed: one flat set of fields, of which the chosen cover's are checked and sent. */
export type CarPriceSchema = z.ZodType<CarPriceAnswers, CarPriceDraft>;

/** The car price form as its parts (the cover choice, each cover's fields) use it. */
export type CarPriceFormApi = ReturnType<typeof useLazyZodForm<CarPriceSchema>>;
