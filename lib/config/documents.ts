import { type Locale } from '@/lib/config/business';
import documentsData from './documents.json';

/**
 * The downloadable documents of spec §2 ("Document routes"). The data lives in documents.json so
 * that scripts/make-assets.mjs (plain Node) reads the same single table.
 */
export interface DocumentEntry {
  /** The last segment of /{lang}/documents/{slug}. */
  slug: string;
  /**
   * The published version of a product's terms (PRODUCT_TERMS in product-terms.ts): a customer accepts
   * this version before paying, and the contract records it. Change it when the document changes.
   */
  version?: string;
  title: Record<Locale, string>;
  /** Paths under public/, starting with /assets/. Arabic-only documents have no `en` file. */
  files: { en?: string; ar?: string };
}

export const DOCUMENTS: readonly DocumentEntry[] = documentsData;

export const DOCUMENT_SLUGS: readonly string[] = DOCUMENTS.map((document) => document.slug);

export function findDocument(slug: string): DocumentEntry | undefined {
  return DOCUMENTS.find((document) => document.slug === slug);
}

/** The file for a language: the Arabic one for `ar` when it exists, else the other one. */
export function documentFile(slug: string, lang: Locale): string | null {
  const files = findDocument(slug)?.files;
  if (!files) return null;
  const preferred = lang === 'ar' ? (files.ar ?? files.en) : (files.en ?? files.ar);
  return preferred ?? null;
}
