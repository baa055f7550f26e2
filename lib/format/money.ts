import { CURRENCY } from '@/lib/config/business';

/**
 * An amount in Jordanian dinars, the one rule for screens, PDFs and messages: a whole amount prints
 * without fils ("JOD 30,000", "30,000 دينار أردني"), an amount with fils keeps the dinar's three
 * decimals ("JOD 13.110"); Latin digits in both languages. The amount is rounded to the fils first, so
 * a double's noise (30000.0000001) never shows as fils.
 */
export function formatJod(amount: number, locale: string): string {
  const fils = Math.round(amount * 1000);
  const whole = fils % 1000 === 0;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-JO', {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: locale === 'ar' ? 'name' : 'code',
    minimumFractionDigits: whole ? 0 : 3,
    maximumFractionDigits: whole ? 0 : 3,
  }).format(fils / 1000);
}

/**
 * An amount taken off a price (an offer's discount), with a minus sign: "−JOD 69.600", "−69.600 دينار أردني".
 * In Arabic the sign and the number sit together in a left-to-right isolate, so right to left the
 * sign stays against the number (never between it and "دينار"); screens and the PDF keep it as written.
 */
export function formatDiscount(amount: number, locale: string): string {
  const plain = formatJod(Math.abs(amount), locale);
  if (locale !== 'ar') return `\u2212${plain}`;
  const [number = '', ...currency] = plain.split(' ');
  return [`\u2066\u2212${number}\u2069`, ...currency].join(' ');
}

/** A plain number for hints and limits ("2,000,000"), grouped by thousands, Latin digits in both languages like formatJod. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-JO', { maximumFractionDigits: 3 }).format(value);
}

/**
 * An amount in any ISO 4217 currency (what a travel claim names), with that currency's own decimals:
 * "USD 1,234.50", "1,234.50 دولار أمريكي"; Latin digits in both languages, like formatJod.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-JO', {
      style: 'currency', currency, currencyDisplay: locale === 'ar' ? 'name' : 'code',
    }).format(amount);
  } catch {
    // A code Intl does not know (none of the claim's list): the code and the number as typed.
    return `${currency} ${formatNumber(amount, locale)}`;
  }
}

/** A currency's name in a language ("US Dollar", "دولار أمريكي"), its code when Intl has none. */
export function currencyName(currency: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
}
