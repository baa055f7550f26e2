import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import { insurableAge } from '@/lib/validation/home';
import { insuredSum } from '@/lib/validation/personal-accident';

export type GuardData = { age: number; previous_accidents: 'no'; insured_sum: number };

/** Personal accident: about you (age and the accident question), insured sum, summary → payment. */
export const guardFlow = defineFlow<GuardData>({
  id: 'personal-accident',
  version: 1,
  steps: [
    { key: 'about', label: 'purchase.guard.steps.about', schema: z.object({ age: insurableAge, previous_accidents: z.literal('no') }) },
    { key: 'sum', label: 'purchase.guard.steps.sum', schema: z.object({ insured_sum: insuredSum }) },
    { key: 'summary', label: 'purchase.steps.summary' },
  ],
});
