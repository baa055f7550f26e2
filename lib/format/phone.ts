import { toLatinDigits } from '@/lib/validation/digits';

/**
 * A Jordanian number's national part (without the country code or the trunk 0), from any way it is
 * written: "0790000001", "790000001", "962790000001", "+962 79 000 0001", "00962790000001".
 * Mobiles are 7 and eight digits; landlines an area digit (2, 3, 5, 6) and seven digits.
 */
function jordanNational(digits: string): string | null {
  const national = digits.replace(/^(\+962|00962|962|0)/, '');
  if (national === digits && digits.startsWith('+')) return null;
  return /^7\d{8}$/.test(national) || /^[2356]\d{7}$/.test(national) ? national : null;
}

const compact = (phone: string) => toLatinDigits(phone).replace(/[\s().-]/g, '');

/**
 * A phone number as the portal shows it, in both languages: international, grouped the way it is
 * said, e.g. "+962 79 000 0001" (mobile) or "+962 6 500 0000" (Amman landline). A number of another
 * country is "+" and its digits; one that is not a phone number is shown as written. It reads left
 * to right: on a screen put it in `dir="ltr"` (or `<bdi dir="ltr">`), in plain text in isolateLtr.
 */
export function formatPhone(phone: string): string {
  const digits = compact(phone);
  const national = jordanNational(digits);
  if (national) {
    return national.startsWith('7')
      ? `+962 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
      : `+962 ${national.slice(0, 1)} ${national.slice(1, 4)} ${national.slice(4)}`;
  }
  const international = digits.match(/^(?:\+|00)(\d{8,15})$/);
  return international ? `+${international[1]}` : phone.trim();
}

/** The number in E.164 ("+962790000001"), for `tel:` and messaging links; null when it is not a phone number. */
export function phoneE164(phone: string): string | null {
  const digits = compact(phone);
  const national = jordanNational(digits);
  if (national) return `+962${national}`;
  const international = digits.match(/^(?:\+|00)(\d{8,15})$/);
  return international ? `+${international[1]}` : null;
}

/** A `tel:` link that dials from anywhere. */
export function telHref(phone: string): string {
  return `tel:${phoneE164(phone) ?? compact(phone)}`;
}
