/**
 * An offer's price effect (offers.discount_percent on offers.discount_product). All amounts in fils.
 *
 * An offer is in force from its publication to the end of its `valid_until` day in Jordan (inclusive;
 * an offer with no end date stays in force). Of the offers in force for a quote's product, the one
 * with the largest percentage applies (the newest of equals); offers do not add up.
 */
import { ammanDay } from '@/lib/calendar/days';
import type { OfferDiscount } from '../db/schema/policies';
import type { offers } from '../db/schema';
import { priceOf, type PriceFils } from './money';
import { toQirsh } from '@/lib/api/guard-rates';

export type OfferRow = typeof offers.$inferSelect;
/** What an offer may discount: a comprehensive car contract renewed on the portal, a family trip. */
export type DiscountProduct = NonNullable<OfferRow['discountProduct']>;

/** Published by `now` and not past the end of its last day in Jordan's calendar. */
export function offerInForce(offer: Pick<OfferRow, 'publishedAt' | 'validUntil'>, now: Date): boolean {
  return offer.publishedAt.getTime() <= now.getTime() && (offer.validUntil === null || offer.validUntil >= ammanDay(now));
}

/** The offer that applies to a product now, among `candidates`; null when none does. */
export function bestOffer(candidates: readonly OfferRow[], product: DiscountProduct | null, now: Date): OfferRow | null {
  const applicable = candidates.filter((o) => product !== null && o.discountProduct === product && (o.discountPercent ?? 0) > 0 && offerInForce(o, now));
  applicable.sort((a, b) => (b.discountPercent ?? 0) - (a.discountPercent ?? 0) || b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
  return applicable[0] ?? null;
}

/**
 * Takes the offer's percentage off the premium only, as insurers discount: the issue fee is not
 * discounted, and the stamp duty (1% of the premium) is charged on the premium actually paid. The
 * discount is rounded to the fils as the price tables round (Math.round).
 */
export function applyOffer(price: PriceFils, offer: OfferRow | null): { price: PriceFils; discount: OfferDiscount | null } {
  const percent = offer?.discountPercent ?? 0;
  if (!offer || percent <= 0) return { price, discount: null };
  const amount = Math.min(price.premium, toQirsh((price.premium * percent) / 100));
  return {
    price: priceOf(price.premium - amount, price.fees),
    discount: { offer_id: offer.id, percent, amount_fils: amount, title_en: offer.titleEn, title_ar: offer.titleAr },
  };
}
