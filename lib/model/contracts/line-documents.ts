import type { PolicyLine } from '@/lib/model/contracts/policy';
import type { Locale } from '@/lib/config/business';
import { DOCUMENTS, hasWording, type DocumentEntry } from '@/lib/config/documents';

/** Which documents of documents.json belong to a line, by their slug. */
const slugPrefixes: Record<PolicyLine, readonly string[]> = {
  motor: ['motor-', 'roadside-assistance-', 'car-service-'],
  travel: ['travel-'],
  home: ['home-'],
  medical: ['medical-'],
  'personal-accident': ['personal-guard-'],
};

export interface LineDocument {
  slug: string;
  title: string;
  /** The file's language when it is not the page's (an English-only form on an Arabic page). */
  otherLanguage: Locale | null;
}

/**
 * A line's brochures, terms and forms for its list page, in the page's language. Partner variants are
 * for the partners' customers, not sold on the portal, so they are left out.
 */
export function lineDocuments(line: PolicyLine, lang: Locale, documents: readonly DocumentEntry[] = DOCUMENTS): LineDocument[] {
  return documents
    .filter((d) => slugPrefixes[line].some((prefix) => d.slug.startsWith(prefix)) && !d.slug.endsWith('-partner'))
    .map((d) => ({ slug: d.slug, title: d.title[lang], otherLanguage: hasWording(d) || d.files[lang] ? null : lang === 'ar' ? 'en' : 'ar' }));
}

/** The medical provider network spreadsheet (a route handler under /{lang}/). */
export const MEDICAL_NETWORK_PATH = '/medical/medicalnetwork';
