import { z } from 'zod';
import { HOME_VALUES } from '@/lib/config/business';
import type { PriceShown } from '@/components/pricing/price-shown';
import { defineFlow } from '@/lib/flow';
import { insuredHomeSchema, type InsuredHome } from '@/lib/validation/home';

export type HomeData = {
  home_value: number;
  possessions_value: number;
  /** The birth date the customer declares (yyyy-MM-dd), only where the account has none; kept on the account by the quote. */
  birth_date?: string;
  /** The home insured: its kind and address (the schema the quotation checks again). */
  insured_home: InsuredHome;
  /** The title deed as the portal's upload store holds it (its id is what the quotation names). */
  title_deed_file: { id: string; name: string; type: 'image/jpeg' | 'image/png' | 'application/pdf'; size: number };
  /** The price seen before the account existed (components/pricing), for the summary's note. */
  price_shown?: PriceShown;
};

/** Home: home value and possessions, age, the home's kind and address, title deed, summary → payment (spec §2). */
export const homeFlow = defineFlow<HomeData>({
  id: 'home',
  // 3: the address step; a draft of version 2 (without it) starts again.
  version: 3,
  steps: [
    {
      key: 'values', label: 'purchase.home.steps.values',
      schema: z.object({ home_value: z.number().int().min(HOME_VALUES.minHome).max(HOME_VALUES.maxHome), possessions_value: z.number().int().min(0).max(HOME_VALUES.maxPossessions) }),
    },
    { key: 'age', label: 'purchase.home.steps.age', schema: z.object({ birth_date: z.string().optional() }) },
    { key: 'address', label: 'purchase.home.steps.address', schema: z.object({ insured_home: insuredHomeSchema }) },
    { key: 'deed', label: 'purchase.home.steps.deed', schema: z.object({ title_deed_file: z.object({ id: z.uuid() }) }) },
    { key: 'summary', label: 'purchase.steps.summary' },
  ],
});
