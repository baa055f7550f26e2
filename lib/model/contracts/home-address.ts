import type { Locale } from '@/lib/config/business';
import { governorateName, propertyKindName } from '@/lib/config/home';

/** The parts of a home's address a contract prints (what the customer typed, and the ids of lib/config/home.ts). */
export interface HomeAddress {
  property_kind: string;
  governorate: string;
  area: string;
  street: string;
  building: string;
  floor?: string;
  apartment?: string;
}

/** The words around the typed numbers: `purchase.home.addressWords` ("Building {value}"). */
export type AddressWord = (key: 'building' | 'floor' | 'apartment', value: string) => string;

/**
 * A home's address as one line in the reader's language, from the most precise part to the governorate:
 * "Al-Rabiah Street, Building 12, Floor 3, Apartment 7, Al-Rabiah, Amman". The governorate is named in
 * the reader's language; what the customer typed stays as typed; empty optional parts are left out.
 */
export function homeAddressLine(home: HomeAddress, lang: Locale, word: AddressWord): string {
  const parts = [
    home.street,
    word('building', home.building),
    home.floor ? word('floor', home.floor) : '',
    home.apartment ? word('apartment', home.apartment) : '',
    home.area,
    governorateName(home.governorate, lang),
  ];
  return parts.filter((p) => p.trim() !== '').join(lang === 'ar' ? '، ' : ', ');
}

/** The kind of home in the reader's language. */
export const homeKindText = (home: Pick<HomeAddress, 'property_kind'>, lang: Locale) => propertyKindName(home.property_kind, lang);
