import { toLatinDigits } from '../format/digits';

/**
 * A national ID or passport number as it is stored and compared: Latin digits, no spaces, capitals.
 * `٩٨٧ ٦٥٤ ٣٢١٠` and `9876543210`, `n 1234567` and `N1234567` are one document, so one account.
 */
export function normaliseIdentityNumber(value: string): string {
  return toLatinDigits(value).replace(/\s+/g, '').toUpperCase();
}
