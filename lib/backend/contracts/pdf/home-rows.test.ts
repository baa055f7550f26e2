/** @jest-environment node */
import type { Policy } from '@/lib/api/endpoints/policies';
import { fieldRows } from './contract-pdf';
import { pdfLabels } from './labels';

const deed = '83f3b212-5c7e-4d1a-9a3b-0c1d2e3f4a5b';
const home: Policy = {
  id: 3, line: 'home', contract_number: 'P-HOM-2026-W000003', segment_code: 'HM-STD', effective_date: '2026-11-28', expiry: '2027-11-27',
  days_to_expire: 364, plate_number: null, document_id: deed, vehicle_type: null, vehicle_model: null, production_year: null,
  insured_sum: 90_000, premium: 120, status: 'active', renewal_blocked_reason: null, declarations: null,
  insured_home: { property_kind: 'villa', governorate: 'zarqa', area: 'Al-Zarqa Al-Jadeedah', street: 'King Abdullah Street', building: '9', apartment: '2', title_deed_uploaded_on: '2026-11-27' },
};
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('the contract PDF of a home', () => {
  it.each([
    ['en', ['Kind of home', 'Villa'], ['Address of the home', 'King Abdullah Street, Building 9, Apartment 2, Al-Zarqa Al-Jadeedah, Zarqa'], ['Title deed', 'Uploaded on 27-11-2026']],
    ['ar', ['نوع المسكن', 'فيلا'], ['عنوان المسكن', 'King Abdullah Street، بناية 9، شقة 2، Al-Zarqa Al-Jadeedah، الزرقاء'], ['سند الملكية', 'حُمّل بتاريخ 27-11-2026']],
  ] as const)('in %s: the kind and the address (typed parts as typed), and the day the deed was uploaded', (lang, kind, address, title) => {
    const rows = fieldRows(home, pdfLabels(lang), lang).map(([label, value]) => [label, strip(value)]);
    expect(rows).toContainEqual(kind);
    expect(rows).toContainEqual(address);
    expect(rows).toContainEqual(title);
  });

  it('keeps each typed part of the address in its own direction inside the Arabic line', () => {
    const address = new Map(fieldRows(home, pdfLabels('ar'), 'ar')).get('عنوان المسكن');
    expect(address).toBe('\u2068King Abdullah Street\u2069، بناية \u20689\u2069، شقة \u20682\u2069، \u2068Al-Zarqa Al-Jadeedah\u2069، الزرقاء');
  });

  it.each(['en', 'ar'] as const)('in %s: prints no internal id, on any line', (lang) => {
    for (const policy of [home, { ...home, line: 'motor' as const, document_id: 'DOC-MOT-101' }, { ...home, line: 'travel' as const, document_id: 'N1234567' }]) {
      const text = fieldRows(policy, pdfLabels(lang), lang).flat().join(' ');
      expect(text).not.toContain(policy.document_id);
      expect(text).not.toMatch(/Document ID|رقم الوثيقة/);
    }
  });

  it('a home contract from before the address was asked prints without those rows', () => {
    const rows = fieldRows({ ...home, insured_home: null }, pdfLabels('en'), 'en').map(([label]) => label);
    expect(rows).not.toContain('Address of the home');
  });
});
