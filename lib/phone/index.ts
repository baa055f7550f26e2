import parsePhoneNumber, { type PhoneNumber } from 'libphonenumber-js/min';
import type { Locale } from '@/lib/config/business';
import { PHONE_COUNTRY } from '@/lib/config/phones';
import { isolateLtr } from '@/lib/format/bidi';
import { READ_OPTIONS, readable } from './read';

/**
 * The one reader of phone numbers, for forms, the server, screens, messages and the SMS centre
 * alike: libphonenumber-js over its smallest metadata ("min", about 29 kB gzipped with the code,
 * against about 50 kB for "max"), which knows every country's lengths and prefixes but not a number's
 * type. Whether a number can receive a text message is text.ts's question, where that is needed.
 *
 * A number is kept in E.164 (`+962791234567`) whatever way it was written: `0791234567`,
 * `791234567`, `+962 79 123 4567`, `00962 79 123 4567`, Arabic-Indic digits. So one phone is one
 * account, and a customer signs in with any spelling of it.
 */

/** The number `value` spells, when it is a valid one (and no extension: E.164 has no room for it). */
function read(value: string): PhoneNumber | undefined {
  const number = parsePhoneNumber(readable(value), READ_OPTIONS);
  return number && number.isValid() && !number.ext ? number : undefined;
}

/** The number in E.164 (`+962791234567`), or null when `value` is not a valid phone number. */
export function toE164(value: string): string | null {
  return read(value)?.number ?? null;
}

/**
 * A Jordanian number the way Jordan writes it: a mobile with its operator's prefix first,
 * `079 123 4567` (libphonenumber groups it `07 9123 4567`, which nobody here writes), a landline
 * `06 461 2345` (without the brackets the library puts round the area code).
 */
function jordanian(number: PhoneNumber): string {
  const n = number.nationalNumber;
  if (/^7\d{8}$/.test(n)) return `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
  return number.formatNational().replace(/[()]/g, '');
}

/**
 * A phone number as the portal shows it, in both languages: a Jordanian one in the national format
 * (`079 123 4567`), another country's in the international one (`+966 50 123 4567`), so that it is
 * never read as a Jordanian number; what is not a phone number, as it was written. It reads left to
 * right: on a screen put it in `dir="ltr"` (components/ui/Phone.tsx), in plain text in isolateLtr.
 */
export function formatPhone(value: string): string {
  const number = read(value);
  if (!number) return value.trim();
  return number.country === PHONE_COUNTRY ? jordanian(number) : number.formatInternational();
}

/**
 * The shown number inside plain text (an e-mail, a text message): in Arabic kept left to right in a
 * left-to-right isolate; not in English, where it needs none (and an isolate would make an English SMS
 * Unicode, at half the length a part).
 */
export function phoneInText(value: string, lang: Locale): string {
  return lang === 'ar' ? isolateLtr(formatPhone(value)) : formatPhone(value);
}

/**
 * The shown number with every digit but the first three and the last three hidden (`079 ••• •567`):
 * enough for the customer to know which phone a code went to, too little for anyone else.
 */
export function maskPhone(value: string): string {
  const shown = formatPhone(value);
  const digits = shown.replace(/\D/g, '').length;
  let seen = 0;
  return shown.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 3 || seen > digits - 3 ? digit : '•';
  });
}

/** A `tel:` link that dials from anywhere (E.164); what is not a number is dialled as its digits. */
export function telHref(value: string): string {
  return `tel:${toE164(value) ?? readable(value).replace(/[^\d+]/g, '')}`;
}

/** An SMPP destination: international digits, type of number 1 (international), numbering plan 1 (E.164). */
export interface SmppAddress { address: string; ton: 1; npi: 1 }

/** The number as the SMS centre wants it (`962791234567`), or null when it is not a phone number. */
export function smppAddress(value: string): SmppAddress | null {
  const e164 = toE164(value);
  return e164 ? { address: e164.slice(1), ton: 1, npi: 1 } : null;
}
