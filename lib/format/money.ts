/** An amount in JOD with the dinar's three decimals (e.g. "JOD 13.110", "13.110 دينار أردني"), Latin digits. */
export function formatJod3(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-JO', {
    style: 'currency',
    currency: 'JOD',
    currencyDisplay: locale === 'ar' ? 'name' : 'code',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(amount);
}

/** An amount taken off a price (an offer's discount), with a minus sign: "−JOD 69.600", "−69.600 دينار أردني". */
export function formatDiscount(amount: number, locale: string): string {
  return formatJod3(-Math.abs(amount), locale).replace('-', '\u2212');
}
