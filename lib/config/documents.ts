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
   * this version before paying, and the contract records it. Change it when the wording changes.
   * A document with a version has its wording in both languages in content/terms/{slug}.{lang}.md,
   * shown at /{lang}/policy-terms/{slug} (POLICY_TERMS_PATH), and no file.
   */
  version?: string;
  title: Record<Locale, string>;
  /** Paths under public/, starting with /assets/. Arabic-only documents have no `en` file; wordings none. */
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

/** A product's terms: its wording is a page of the portal in each language, not a file. */
export function hasWording(document: DocumentEntry): boolean {
  return document.version !== undefined;
}

/** The page that shows a product's terms in a language. */
export const POLICY_TERMS_PATH = (slug: string, lang: Locale) => `/${lang}/policy-terms/${slug}`;

/** Where /{lang}/documents/{slug} sends the browser: the terms page in the language, else the document's file. */
export function documentHref(slug: string, lang: Locale): string | null {
  const document = findDocument(slug);
  if (!document) return null;
  return hasWording(document) ? POLICY_TERMS_PATH(slug, lang) : documentFile(slug, lang);
}
