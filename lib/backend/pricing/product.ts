import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MOTOR_PRODUCTS } from '@/lib/model/contracts/product-names';
import { CAR_COVERS } from '@/lib/config/car-online';
import type { TermsProduct } from '@/lib/config/product-terms';
import { TRAVEL_PROGRAMS, TRAVEL_TYPES } from '@/lib/config/travel';
import { offers } from '../db/schema';
import { bestOffer, type DiscountProduct, type OfferRow } from './offer';
import type { Writer } from '../db/tx';

export interface QuoteProduct {
  /** The terms it is sold under (lib/config/product-terms.ts). */
  terms: TermsProduct;
  /** What an offer may discount it as; null when no offer can apply. */
  offer: DiscountProduct | null;
}

const travelInputs = z.object({ program: z.enum(TRAVEL_PROGRAMS), travel_type: z.enum(TRAVEL_TYPES) });
const renewalInputs = z.object({ segment_code: z.string() });
const carInputs = z.object({ answers: z.object({ cover: z.enum(CAR_COVERS) }) });

/**
 * What a quote sells, read from its kind and the inputs it was priced from (so a held quote and its
 * payment read the same answer). A car renewal is comprehensive when the contract renewed is (its
 * segment code, lib/model/contracts/product-names.ts); only that is the offers' 'motor-comprehensive'. A
 * family trip is a family contract (two or more travellers).
 */
export function quoteProduct(kind: string, inputs: unknown): QuoteProduct {
  switch (kind) {
    case 'travel': {
      const trip = travelInputs.parse(inputs);
      return { terms: trip.program === 'sky-plus' ? 'travel-sky-plus' : 'travel-sky', offer: trip.travel_type === 'family' ? 'travel-family' : null };
    }
    case 'home':
      return { terms: 'home', offer: null };
    case 'personal-accident':
      return { terms: 'personal-accident', offer: null };
    case 'motor':
      // A car bought online: no offer applies (the offers' 'motor-comprehensive' is a renewal's).
      return { terms: carInputs.parse(inputs).answers.cover === 'comprehensive' ? 'motor-comprehensive' : 'motor-third-party', offer: null };
    case 'motor-renewal': {
      const code = renewalInputs.parse(inputs).segment_code.trim().toUpperCase();
      const product = Object.hasOwn(MOTOR_PRODUCTS, code) ? MOTOR_PRODUCTS[code as keyof typeof MOTOR_PRODUCTS] : null;
      // The renewal is priced on the comprehensive car table: a code the portal does not know keeps those terms, without the offer.
      if (product === 'thirdParty') return { terms: 'motor-third-party', offer: null };
      return { terms: 'motor-comprehensive', offer: product === 'comprehensive' ? 'motor-comprehensive' : null };
    }
    default:
      throw new Error(`No product for quotes of kind ${kind}`);
  }
}

/** The offer that applies to a product now (pricing/offer.ts decides which); every quote's price asks here. */
export async function findOffer(db: Writer, product: DiscountProduct | null, now: Date): Promise<OfferRow | null> {
  if (!product) return null;
  return bestOffer(await db.select().from(offers).where(eq(offers.discountProduct, product)), product, now);
}
