import type { Locale } from './business';
import { findDocument } from './documents';
import { PROGRAM_TERMS } from './travel';

/**
 * The terms each product the portal sells is sold under: a document of documents.json, whose
 * `version` there is the one a customer accepts on the summary before paying (POST /payment/start
 * refuses any other). Travel follows its programme (the low-cost programme is Sky or Sky Plus too);
 * a car renewal follows the contract renewed (comprehensive or third party).
 */
export type TermsProduct = 'travel-sky' | 'travel-sky-plus' | 'home' | 'personal-accident' | 'motor-comprehensive' | 'motor-third-party';

export const PRODUCT_TERMS: Record<TermsProduct, string> = {
  'travel-sky': PROGRAM_TERMS.sky,
  'travel-sky-plus': PROGRAM_TERMS['sky-plus'],
  home: 'home-terms',
  'personal-accident': 'personal-guard-terms',
  'motor-comprehensive': 'motor-comprehensive-terms',
  'motor-third-party': 'motor-third-party-terms',
};

export interface CurrentTerms {
  /** The document's slug: /{lang}/documents/{document} opens it. */
  document: string;
  version: string;
  title: Record<Locale, string>;
}

/** The terms a product is sold under now; documents.test.ts checks every one exists with a version. */
export function currentTerms(product: TermsProduct): CurrentTerms {
  const document = findDocument(PRODUCT_TERMS[product]);
  if (!document?.version) throw new Error(`No published version of the terms of ${product}`);
  return { document: document.slug, version: document.version, title: document.title };
}

/** A document's title in a language, for an acceptance recorded on a contract (the slug if it was since removed). */
export function termsTitle(document: string, lang: Locale): string {
  return findDocument(document)?.title[lang] ?? document;
}
