/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTS, DOCUMENT_SLUGS, documentFile, hasWording } from '@/lib/config/documents';

/** How scripts/make-assets.mjs writes a title into the Info dictionary. */
function pdfTitle(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `/Title (${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const hex = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0'));
  return `/Title <FEFF${hex.join('')}>`;
}

const files = DOCUMENTS.flatMap((document) =>
  (['en', 'ar'] as const).flatMap((lang) => {
    const file = document.files[lang];
    return file ? [{ slug: document.slug, lang, file, title: document.title[lang] }] : [];
  }),
);

describe('documents table', () => {
  it('has unique kebab-case slugs and at least one file per document (a product\'s terms: its wording)', () => {
    expect(new Set(DOCUMENT_SLUGS).size).toBe(DOCUMENT_SLUGS.length);
    for (const document of DOCUMENTS) {
      expect(document.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (!hasWording(document)) expect(document.files.en ?? document.files.ar).toBeDefined();
      expect(document.title.en).not.toBe('');
      expect(document.title.ar).not.toBe('');
    }
  });

  it.each(files)('$file exists, is a PDF and carries its title', ({ file, title }) => {
    expect(file.startsWith('/assets/')).toBe(true);
    const onDisk = path.join(process.cwd(), 'public', file);
    expect(existsSync(onDisk)).toBe(true);
    const text = readFileSync(onDisk).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(pdfTitle(title));
  });

  it('writes the medical network spreadsheet', () => {
    const bytes = readFileSync(path.join(process.cwd(), 'public/assets/medical/medical-network.xlsx'));
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('documentFile', () => {
  it('picks the Arabic file for ar when there is one', () => {
    expect(documentFile('motor-brochure', 'ar')).toBe('/assets/documents/motor-brochure-ar.pdf');
    expect(documentFile('motor-brochure', 'en')).toBe('/assets/documents/motor-brochure-en.pdf');
  });

  it('falls back to the English file when there is no Arabic one', () => {
    expect(documentFile('company-prospectus', 'ar')).toBe('/assets/documents/company-prospectus-en.pdf');
  });

  it('gives the Arabic file in both languages for Arabic-only documents', () => {
    expect(documentFile('medical-cancer-brochure', 'en')).toBe('/assets/documents/medical-cancer-brochure-ar.pdf');
    expect(documentFile('medical-cancer-brochure', 'ar')).toBe('/assets/documents/medical-cancer-brochure-ar.pdf');
  });

  it('answers null for an unknown slug', () => {
    expect(documentFile('no-such-document', 'en')).toBeNull();
    expect(documentFile('', 'ar')).toBeNull();
  });
});

describe('document routes', () => {
  const context = (lang: string, slug: string) => ({ params: Promise.resolve({ lang, slug }) });

  it('redirects to the file for the language', async () => {
    const { GET } = await import('@/app/[lang]/documents/[slug]/route');
    const response = await GET(new Request('https://portal.example.jo/ar/documents/motor-brochure'), context('ar', 'motor-brochure'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/assets/documents/motor-brochure-ar.pdf');
  });

  it('sends a product\'s terms to their page in the language', async () => {
    const { GET } = await import('@/app/[lang]/documents/[slug]/route');
    const response = await GET(new Request('https://portal.example.jo/ar/documents/personal-guard-terms'), context('ar', 'personal-guard-terms'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/ar/policy-terms/personal-guard-terms');
  });

  it('answers 404 for an unknown slug or language', async () => {
    const { GET } = await import('@/app/[lang]/documents/[slug]/route');
    const unknownSlug = await GET(new Request('https://portal.example.jo/en/documents/nope'), context('en', 'nope'));
    expect(unknownSlug.status).toBe(404);
    expect(await unknownSlug.text()).toMatch(/not found/i);
    const unknownLang = await GET(new Request('https://portal.example.jo/fr/documents/privacy-policy'), context('fr', 'privacy-policy'));
    expect(unknownLang.status).toBe(404);
  });

  it('downloads the medical network spreadsheet', async () => {
    const { GET } = await import('@/app/[lang]/medical/medicalnetwork/route');
    const response = await GET(new Request('https://portal.example.jo/en/medical/medicalnetwork'), {
      params: Promise.resolve({ lang: 'en' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="medical-network.xlsx"');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 2).toString('latin1')).toBe('PK');
    const unknownLang = await GET(new Request('https://portal.example.jo/fr/medical/medicalnetwork'), {
      params: Promise.resolve({ lang: 'fr' }),
    });
    expect(unknownLang.status).toBe(404);
  });
});
