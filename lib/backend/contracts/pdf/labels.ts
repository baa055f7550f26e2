import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/**
 * The contract PDF's wording, from `messages/` (namespace `pdf`) like every text a customer reads;
 * the company's name comes from lib/config/company.
 */
export function pdfLabels(lang: Locale) {
  return createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'pdf' });
}

export type PdfLabels = ReturnType<typeof pdfLabels>;

/** The car-purchase wording the PDF shares with the screens (namespace `carBuy`). */
export function carBuyLabels(lang: Locale) {
  return createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'carBuy' });
}

/** The products' declarations, worded as the customer ticked them on the summary (namespace `purchase.terms.declarations`). */
export function declarationLabels(lang: Locale) {
  return createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'purchase.terms.declarations' });
}

/** The price lines' wording, the summary's (namespace `purchase.summary`): the contract prints the lines the customer was shown. */
export function priceLabels(lang: Locale) {
  return createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'purchase.summary' });
}
