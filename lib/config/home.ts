import type { Locale } from './business';

/**
 * The home insured: the governorate it is in (Jordan's twelve) and its kind, each with its name in
 * both languages. The purchase's address step, the summary, the contract page and its PDF read them
 * from here; the contract stores the ids, so a name corrected here reads corrected everywhere.
 */
export const JORDAN_GOVERNORATES = [
  { id: 'amman', en: 'Amman', ar: 'عمّان' },
  { id: 'irbid', en: 'Irbid', ar: 'إربد' },
  { id: 'zarqa', en: 'Zarqa', ar: 'الزرقاء' },
  { id: 'balqa', en: 'Balqa', ar: 'البلقاء' },
  { id: 'madaba', en: 'Madaba', ar: 'مادبا' },
  { id: 'mafraq', en: 'Mafraq', ar: 'المفرق' },
  { id: 'jerash', en: 'Jerash', ar: 'جرش' },
  { id: 'ajloun', en: 'Ajloun', ar: 'عجلون' },
  { id: 'karak', en: 'Karak', ar: 'الكرك' },
  { id: 'tafilah', en: 'Tafilah', ar: 'الطفيلة' },
  { id: 'maan', en: 'Maan', ar: 'معان' },
  { id: 'aqaba', en: 'Aqaba', ar: 'العقبة' },
] as const;
export type Governorate = (typeof JORDAN_GOVERNORATES)[number]['id'];
export const GOVERNORATE_IDS = JORDAN_GOVERNORATES.map((g) => g.id) as [Governorate, ...Governorate[]];

/** The kinds of home insured online. */
export const PROPERTY_KINDS = [
  { id: 'apartment', en: 'Apartment', ar: 'شقة' },
  { id: 'house', en: 'Detached house', ar: 'منزل مستقل' },
  { id: 'villa', en: 'Villa', ar: 'فيلا' },
  { id: 'townhouse', en: 'Townhouse', ar: 'منزل متلاصق' },
] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number]['id'];
export const PROPERTY_KIND_IDS = PROPERTY_KINDS.map((k) => k.id) as [PropertyKind, ...PropertyKind[]];

/** The longest text of each typed part of the address. */
export const HOME_ADDRESS_MAX = { area: 80, street: 120, building: 20, floor: 10, apartment: 10 } as const;

export const governorateName = (id: string, lang: Locale) => JORDAN_GOVERNORATES.find((g) => g.id === id)?.[lang] ?? id;
export const propertyKindName = (id: string, lang: Locale) => PROPERTY_KINDS.find((k) => k.id === id)?.[lang] ?? id;
