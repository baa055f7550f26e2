import { z } from 'zod';
import type { PriceShown } from '@/components/pricing/price-shown';
import { defineFlow } from '@/lib/flow';
import { insuredSum } from '@/lib/validation/personal-accident';

/** `birth_date` (yyyy-MM-dd) only where the account has none: the customer declares it, once. */
export type GuardData = { birth_date?: string; previous_accidents: 'no'; insured_sum: number; price_shown?: PriceShown };

/** Personal accident: about you (the insured's age and the accident question), insured sum, summary → payment. */
export const guardFlow = defineFlow<GuardData>({
  id: 'personal-accident',
  version: 2,
  steps: [
    { key: 'about', label: 'purchase.guard.steps.about', schema: z.object({ birth_date: z.string().optional(), previous_accidents: z.literal('no') }) },
    { key: 'sum', label: 'purchase.guard.steps.sum', schema: z.object({ insured_sum: insuredSum }) },
    { key: 'summary', label: 'purchase.steps.summary' },
  ],
});
