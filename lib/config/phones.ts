import type { CountryCode } from 'libphonenumber-js/min';

/** A number typed without its country code is read as a number of this country (lib/phone). */
export const PHONE_COUNTRY: CountryCode = 'JO';

/**
 * The countries whose mobile numbers the portal sends text messages to: one-time codes, and every
 * SMS the outbox delivers. Each code costs the company money, and numbers elsewhere (premium ranges
 * above all) are where "SMS pumping" sends them, so the list holds only the countries the company
 * serves. Add a country's ISO code here to let its mobiles sign up and receive messages.
 */
export const SMS_COUNTRIES: readonly CountryCode[] = ['JO'];
