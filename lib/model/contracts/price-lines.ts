import { formatDiscount, formatJod } from '@/lib/format/money';

/** A price as the backend answers it, on a quote or a contract: premium before the offer, the offer, fees, stamp duty, total (JOD). */
export interface PriceBreakdown {
  premium: number;
  offer?: { title: string; amount: number } | null;
  fees: number;
  tax: number;
  total: number;
}

export type PriceLineKey = 'premium' | 'offer' | 'fees' | 'tax' | 'total';

/** One printed line: what it is (its label in `purchase.summary`), the offer's title, and the amount as written. */
export interface PriceLine {
  key: PriceLineKey;
  title?: string;
  amount: string;
}

/**
 * The lines of a price, in the order the summary, the payment, the contract page and its PDF print
 * them: the premium, the offer taken off it as its own line (a minus amount), the issue fee (not on a
 * contract the company issued, which has none), the stamp duty and the total.
 */
export function priceLines(price: PriceBreakdown, locale: string): PriceLine[] {
  const lines: PriceLine[] = [{ key: 'premium', amount: formatJod(price.premium, locale) }];
  if (price.offer) lines.push({ key: 'offer', title: price.offer.title, amount: formatDiscount(price.offer.amount, locale) });
  if (price.fees > 0) lines.push({ key: 'fees', amount: formatJod(price.fees, locale) });
  lines.push({ key: 'tax', amount: formatJod(price.tax, locale) }, { key: 'total', amount: formatJod(price.total, locale) });
  return lines;
}
