import type { OfferDiscount, PolicyPrice } from '../db/schema';
import { toJod } from './money';
import { toQirsh } from '@/lib/api/guard-rates';
import { STAMP_DUTY_RATE } from './money';

/** A quote's amounts as charged (fils): the premium after any offer, issue fee, stamp duty, total. */
export interface ChargedFils {
  premiumFils: number;
  feesFils: number;
  taxFils: number;
  amountFils: number;
  offerDiscount: OfferDiscount | null;
}

/** The price as the API shows it, in JOD: the premium of the tables (before the offer, its own line), fees, stamp duty, total. */
export interface PriceJod {
  premium: number;
  fees: number;
  tax: number;
  total: number;
}

/** What a contract keeps of the quote its payment was for (settle.ts): the same lines the summary showed. */
export function contractPriceOf(quote: ChargedFils): PolicyPrice {
  return { premium_fils: quote.premiumFils, fees_fils: quote.feesFils, tax_fils: quote.taxFils, total_fils: quote.amountFils };
}

/** The lines of a quote or of a contract in JOD: the one rule for the summary, the payment, the contract page and its PDF. */
export function priceInJod(price: PolicyPrice, offer: Pick<OfferDiscount, 'amount_fils'> | null): PriceJod {
  return {
    premium: toJod(price.premium_fils + (offer?.amount_fils ?? 0)),
    fees: toJod(price.fees_fils),
    tax: toJod(price.tax_fils),
    total: toJod(price.total_fils),
  };
}

/**
 * A contract the company issued (no web payment: the demo's, and those from before the lines were
 * kept): its premium, no web issue fee, the stamp duty of every contract. The migration that keeps
 * lines on older contracts does the same in SQL (migration 0025_contract_price_lines).
 */
export function companyIssuedPrice(premiumJod: number): PolicyPrice {
  const premium = toQirsh(Math.round(premiumJod * 1000));
  const tax = toQirsh(premium * STAMP_DUTY_RATE);
  return { premium_fils: premium, fees_fils: 0, tax_fils: tax, total_fils: premium + tax };
}
