import { policyLines } from '@/lib/model/contracts/policy';
import { DOCUMENTS } from '@/lib/config/documents';
import { lineDocuments } from './line-documents';

describe('documents of a line', () => {
  it('gives every line at least one document and no partner variants', () => {
    for (const line of policyLines) {
      const docs = lineDocuments(line, 'en');
      expect(docs.length).toBeGreaterThan(0);
      expect(docs.some((d) => d.slug.endsWith('-partner'))).toBe(false);
    }
  });

  it('puts each document under one line at most', () => {
    const slugs = policyLines.flatMap((line) => lineDocuments(line, 'en').map((d) => d.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain('travel-sky-plus-terms');
    expect(slugs).toContain('roadside-assistance-flyer');
    expect(slugs).not.toContain('privacy-policy');
  });

  it('titles in the page language and says when the file is in the other one', () => {
    const guard = lineDocuments('personal-accident', 'ar');
    // A product's terms are written in both languages: never marked as in the other one.
    expect(guard.find((d) => d.slug === 'personal-guard-terms')).toEqual({ slug: 'personal-guard-terms', title: 'شروط وثيقة الحارس الشخصي', otherLanguage: null });
    expect(guard.find((d) => d.slug === 'personal-guard-flyer')?.otherLanguage).toBeNull();
    expect(lineDocuments('personal-accident', 'en').find((d) => d.slug === 'personal-guard-flyer')?.otherLanguage).toBe('ar');
    expect(DOCUMENTS.length).toBeGreaterThan(0);
  });
});
