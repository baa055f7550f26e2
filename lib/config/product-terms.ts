import type { Locale } from './business';
import type { Declaration } from './declarations';
import { findDocument } from './documents';
import { PROGRAM_TERMS } from './travel';

/**
 * The terms each product the portal sells is sold under: a document of documents.json, whose
 * `version` there is the one a customer accepts on the summary before paying (POST /payment/start
 * refuses any other). Travel follows its programme (the low-cost programme is Sky or Sky Plus too);
 * a car renewal follows the contract renewed (comprehensive or third party).
 */
export type TermsProduct = 'travel-sky' | 'travel-sky-plus' | 'home' | 'personal-accident' | 'motor-comprehensive' | 'motor-third-party';

export const TERMS_PRODUCTS = ['travel-sky', 'travel-sky-plus', 'home', 'personal-accident', 'motor-comprehensive', 'motor-third-party'] as const satisfies readonly TermsProduct[];

export { DECLARATIONS, type Declaration } from './declarations';

/** The one table: each product's terms document and its declaration. */
export const PRODUCT_TERMS: Record<TermsProduct, { document: string; declaration: Declaration }> = {
  'travel-sky': { document: PROGRAM_TERMS.sky, declaration: 'travel' },
  'travel-sky-plus': { document: PROGRAM_TERMS['sky-plus'], declaration: 'travel' },
  home: { document: 'home-terms', declaration: 'home' },
  'personal-accident': { document: 'personal-guard-terms', declaration: 'personalAccident' },
  'motor-comprehensive': { document: 'motor-comprehensive-terms', declaration: 'car' },
  'motor-third-party': { document: 'motor-third-party-terms', declaration: 'car' },
};

export interface CurrentTerms {
  /** The document's slug: /{lang}/documents/{document} opens it. */
  document: string;
  version: string;
  title: Record<Locale, string>;
  declaration: Declaration;
}

/** The terms a product is sold under now; product-terms.test.ts checks every one exists with a version. */
export function currentTerms(product: TermsProduct): CurrentTerms {
  const { document: slug, declaration } = PRODUCT_TERMS[product];
  const document = findDocument(slug);
  if (!document?.version) throw new Error(`No published version of the terms of ${product}`);
  return { document: document.slug, version: document.version, title: document.title, declaration };
}

/** A document's title in a language, for an acceptance recorded on a contract (the slug if it was since removed). */
export function termsTitle(document: string, lang: Locale): string {
  return findDocument(document)?.title[lang] ?? document;
}
