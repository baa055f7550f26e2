/**
 * What a customer declares with a product's terms, its wording in messages
 * `purchase.terms.declarations.{id}`: the facts the price and the cover were given on, which a claims
 * handler checks a claim against. Which product makes which is PRODUCT_TERMS (product-terms.ts); a
 * car's is the same whether bought or renewed, on either cover.
 */
export const DECLARATIONS = ['car', 'travel', 'home', 'personalAccident'] as const;
export type Declaration = (typeof DECLARATIONS)[number];
