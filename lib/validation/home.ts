import { z } from 'zod';
import { HOME_VALUES } from '@/lib/config/business';
import { declaredBirthDate } from './birth-date';
import { digitsNumber } from './numbers';

export const homeValueField = digitsNumber(HOME_VALUES.minHome, HOME_VALUES.maxHome, 'purchase.validation.homeValue');
export const possessionsValueField = digitsNumber(0, HOME_VALUES.maxPossessions, 'purchase.validation.possessionsValue');

/**
 * The body of POST /home/quotation; the title deed is an upload id from the portal's upload store. The
 * insured is the account holder, refused at 60 or over on the account's birth date (see declaredBirthDate).
 */
export const homeQuotationSchema = z.object({
  birth_date: declaredBirthDate,
  home_value: z.number().int().min(HOME_VALUES.minHome, 'purchase.validation.homeValue').max(HOME_VALUES.maxHome, 'purchase.validation.homeValue'),
  possessions_value: z.number().int().min(0, 'purchase.validation.possessionsValue').max(HOME_VALUES.maxPossessions, 'purchase.validation.possessionsValue'),
  title_deed: z.string({ error: 'purchase.validation.titleDeed' }).trim().min(1, 'purchase.validation.titleDeed').max(100, 'validation.invalid'),
});
export type HomeQuotationRequest = z.infer<typeof homeQuotationSchema>;

export const homeValuesForm = z.object({ home_value: homeValueField, possessions_value: possessionsValueField });
