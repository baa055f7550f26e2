import { z } from 'zod';
import { HOME_VALUES } from '@/lib/config/business';
import { GOVERNORATE_IDS, HOME_ADDRESS_MAX, PROPERTY_KIND_IDS } from '@/lib/config/home';
import { declaredBirthDate } from './birth-date';
import { optionalText, requiredText } from './fields';
import { amount } from './numbers';

/** The home's value in whole JOD, typed ("150,000", Arabic-Indic digits) or sent as a number. */
export const homeValueField = amount(HOME_VALUES.minHome, HOME_VALUES.maxHome,
  { required: 'purchase.validation.homeValue', range: 'purchase.validation.homeValue', fils: 'purchase.validation.homeValueWhole' });
/** The possessions' value in whole JOD (0 if none). */
export const possessionsValueField = amount(0, HOME_VALUES.maxPossessions,
  { required: 'purchase.validation.possessionsValue', range: 'purchase.validation.possessionsValue', fils: 'purchase.validation.possessionsValueWhole' });

/** A typed part of the address: free text (it prints on the contract, so no control or direction-steering characters). */
const addressPart = (max: number, required: string) => requiredText(max, required);
/** An optional part (floor, apartment): empty is left out. */
const optionalAddressPart = (max: number) => optionalText(max).transform((v) => v || undefined).optional();

/**
 * The home insured: its kind and its address in Jordan. One schema for the purchase's address step and
 * for POST /home/quotation; the issued contract stores what it parsed (policies.insured_home).
 */
export const insuredHomeSchema = z.object({
  property_kind: z.enum(PROPERTY_KIND_IDS, { error: 'purchase.validation.propertyKind' }),
  governorate: z.enum(GOVERNORATE_IDS, { error: 'purchase.validation.governorate' }),
  area: addressPart(HOME_ADDRESS_MAX.area, 'purchase.validation.area'),
  street: addressPart(HOME_ADDRESS_MAX.street, 'purchase.validation.street'),
  building: addressPart(HOME_ADDRESS_MAX.building, 'purchase.validation.building'),
  floor: optionalAddressPart(HOME_ADDRESS_MAX.floor),
  apartment: optionalAddressPart(HOME_ADDRESS_MAX.apartment),
});
export type InsuredHome = z.output<typeof insuredHomeSchema>;

/**
 * The body of POST /home/quotation; the title deed is an upload id from the portal's upload store. The
 * insured is the account holder, refused at 60 or over on the account's birth date (see declaredBirthDate).
 */
export const homeQuotationSchema = z.object({
  birth_date: declaredBirthDate,
  home_value: z.number().int().min(HOME_VALUES.minHome, 'purchase.validation.homeValue').max(HOME_VALUES.maxHome, 'purchase.validation.homeValue'),
  possessions_value: z.number().int().min(0, 'purchase.validation.possessionsValue').max(HOME_VALUES.maxPossessions, 'purchase.validation.possessionsValue'),
  title_deed: z.string({ error: 'purchase.validation.titleDeed' }).trim().min(1, 'purchase.validation.titleDeed').max(100, 'validation.invalid'),
  insured_home: insuredHomeSchema,
});
export type HomeQuotationRequest = z.infer<typeof homeQuotationSchema>;

export const homeValuesForm = z.object({ home_value: homeValueField, possessions_value: possessionsValueField });
