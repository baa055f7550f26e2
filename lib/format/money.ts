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
