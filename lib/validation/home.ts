import { z } from 'zod';
import { AGE_LIMIT, HOME_VALUES } from '@/lib/config/business';
import { messageKeys } from './fields';
import { digitsNumber } from './numbers';

/** Age for home and personal accident (spec §5): 1 to 59; 60 or over is the age refusal. */
export const insurableAge = z.number({ error: messageKeys.required }).int('purchase.validation.age')
  .min(1, 'purchase.validation.age').max(AGE_LIMIT - 1, 'purchase.validation.ageRefusal');

/** The same typed into a field: digits only, Latin or Arabic-Indic. */
export const insurableAgeField = digitsNumber(1, 150, 'purchase.validation.age').pipe(insurableAge);

export const homeValueField = digitsNumber(HOME_VALUES.minHome, HOME_VALUES.maxHome, 'purchase.validation.homeValue');
export const possessionsValueField = digitsNumber(0, HOME_VALUES.maxPossessions, 'purchase.validation.possessionsValue');

/** The body of POST /home/quotation; the title deed is an upload id from the portal's upload store. */
export const homeQuotationSchema = z.object({
  age: insurableAge,
  home_value: z.number().int().min(HOME_VALUES.minHome, 'purchase.validation.homeValue').max(HOME_VALUES.maxHome, 'purchase.validation.homeValue'),
  possessions_value: z.number().int().min(0, 'purchase.validation.possessionsValue').max(HOME_VALUES.maxPossessions, 'purchase.validation.possessionsValue'),
  title_deed: z.string({ error: 'purchase.validation.titleDeed' }).trim().min(1, 'purchase.validation.titleDeed').max(100, 'validation.invalid'),
});
export type HomeQuotationRequest = z.infer<typeof homeQuotationSchema>;

export const homeValuesForm = z.object({ home_value: homeValueField, possessions_value: possessionsValueField });
export const homeAgeForm = z.object({ age: insurableAgeField });
