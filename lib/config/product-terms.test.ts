/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { quoteProduct } from '@/lib/backend/pricing/product';
import { DOCUMENTS, documentHref, findDocument, hasWording } from '@/lib/config/documents';
import { currentTerms, PRODUCT_TERMS, TERMS_PRODUCTS, type Declaration, type TermsProduct } from '@/lib/config/product-terms';
import { readWording, WORDING_SECTIONS, wordingFile } from '@/lib/terms/wording';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const LANGS = ['en', 'ar'] as const;

/** What each product's customer declares: the facts of that product, never another's. */
const EXPECTED: Record<TermsProduct, { document: string; declaration: Declaration }> = {
  'motor-comprehensive': { document: 'motor-comprehensive-terms', declaration: 'car' },
  'motor-third-party': { document: 'motor-third-party-terms', declaration: 'car' },
  'travel-sky': { document: 'travel-sky-terms', declaration: 'travel' },
  'travel-sky-plus': { document: 'travel-sky-plus-terms', declaration: 'travel' },
  home: { document: 'home-terms', declaration: 'home' },
  'personal-accident': { document: 'personal-guard-terms', declaration: 'personalAccident' },
};

/** Words a declaration must hold in each language: what the product's claims are checked against. */
const DECLARED: Record<Declaration, Record<'en' | 'ar', RegExp>> = {
  car: { en: /car.*driver's licence.*damage/, ar: /السيارة.*رخصة القيادة.*ضرر/ },
  travel: { en: /travellers' names.*passports.*birth dates.*trip has not started/, ar: /أسماء المسافرين.*جوازات.*تواريخ ميلادهم.*الرحلة لم تبدأ/ },
  home: { en: /values of the home.*title deed/, ar: /قيمتَي المنزل.*سند الملكية/ },
  personalAccident: { en: /health.*accidents and injuries.*dangerous sports/, ar: /حالتي الصحية.*الحوادث والإصابات.*رياضات خطرة/ },
};
const HOME_ONLY = { en: /title deed/, ar: /سند الملكية/ };

describe('the one table of product terms', () => {
  it('names every product sold', () => {
    expect(Object.keys(PRODUCT_TERMS).sort()).toEqual([...TERMS_PRODUCTS].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...TERMS_PRODUCTS].sort());
  });

  describe.each(TERMS_PRODUCTS)('%s', (product) => {
    const terms = currentTerms(product);

    it('is sold under its own terms, at a published version, with its own declaration', () => {
      expect({ document: terms.document, declaration: terms.declaration }).toEqual(EXPECTED[product]);
      expect(terms.version).toMatch(/^\d{4}\.\d+$/);
    });

    it.each(LANGS)('declares its own facts in %s, and only the home declares a title deed', (lang) => {
      const text = (lang === 'ar' ? ar : en).purchase.terms.declarations[terms.declaration];
      expect(text).toMatch(DECLARED[terms.declaration][lang]);
      if (terms.declaration !== 'home') expect(text).not.toMatch(HOME_ONLY[lang]);
    });

    it.each(LANGS)('has its wording in %s, with every section of a policy, on its own page', (lang) => {
      expect(existsSync(wordingFile(terms.document, lang))).toBe(true);
      const sections = readWording(terms.document, lang);
      expect(sections.map((s) => s.id)).toEqual([...WORDING_SECTIONS]);
      for (const section of sections) expect(section.blocks.length).toBeGreaterThan(0);
      expect(terms.title[lang]).not.toBe('');
      expect(documentHref(terms.document, lang)).toBe(`/${lang}/policy-terms/${terms.document}`);
    });

    it('the law is Jordan\'s in both languages', () => {
      const law = (lang: 'en' | 'ar') => JSON.stringify(readWording(terms.document, lang).at(-1));
      expect(law('en')).toMatch(/Jordan/);
      expect(law('ar')).toMatch(/الأردنية/);
    });
  });

  it('every document with a version is a product\'s terms with its wording, and has no placeholder file', () => {
    const sold = new Set(Object.values(PRODUCT_TERMS).map((p) => p.document));
    for (const document of DOCUMENTS.filter(hasWording)) {
      expect(sold.has(document.slug)).toBe(true);
      expect(document.files).toEqual({});
    }
  });
});

describe('each quote sold names its product\'s terms and declaration', () => {
  it.each([
    ['a comprehensive car bought online', 'motor', { answers: { cover: 'comprehensive' } }, 'motor-comprehensive-terms', 'car'],
    ['a third-party car bought online', 'motor', { answers: { cover: 'third-party' } }, 'motor-third-party-terms', 'car'],
    ['a comprehensive car renewed', 'motor-renewal', { segment_code: 'MC-COMP' }, 'motor-comprehensive-terms', 'car'],
    ['a third-party car renewed', 'motor-renewal', { segment_code: 'MC-TPL' }, 'motor-third-party-terms', 'car'],
    ['a Sky trip', 'travel', { program: 'sky', travel_type: 'individual' }, 'travel-sky-terms', 'travel'],
    ['a Sky Plus family trip', 'travel', { program: 'sky-plus', travel_type: 'family' }, 'travel-sky-plus-terms', 'travel'],
    ['a home', 'home', {}, 'home-terms', 'home'],
    ['a personal guard', 'personal-accident', {}, 'personal-guard-terms', 'personalAccident'],
  ] as const)('%s', (_name, kind, inputs, document, declaration) => {
    const terms = currentTerms(quoteProduct(kind, inputs).terms);
    expect({ document: terms.document, declaration: terms.declaration }).toEqual({ document, declaration });
    expect(findDocument(document)?.version).toBe(terms.version);
  });
});
