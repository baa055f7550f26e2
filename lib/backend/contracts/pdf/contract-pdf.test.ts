/** @jest-environment node */
import type { Policy } from '@/lib/api/endpoints/policies';
import { fieldRows, noteLines, priceLinesInfo, renderContractPdf } from './contract-pdf';
import { pdfInfoString } from '@/tests/e2e/support/pdf-meta';
import { pdfLabels } from './labels';

const travel: Policy = {
  id: 1, line: 'travel', contract_number: 'P-TRV-2026-W000001', segment_code: 'SKY-TUR-EGY', effective_date: '2026-07-01', expiry: '2026-07-10',
  days_to_expire: 30, plate_number: null, document_id: 'N1234567', vehicle_type: null, vehicle_model: null, production_year: null,
  insured_sum: 50_000, premium: 30, status: 'active', renewal_blocked_reason: null,
  declarations: { holder_birth_date: '1980-05-20', holder_birth_date_declared: true, travellers: [{ name: 'Rana Haddad', birth_date: '1990-01-01' }] },
};
const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('the contract PDF shows what the contract was priced on', () => {
  it.each([
    ['en', ["Insured's birth date", '20-05-1980 (declared by you)'], ['Traveller', 'Rana Haddad, born 01-01-1990']],
    ['ar', ['تاريخ ميلاد المؤمَّن له', '20-05-1980 (بحسب إقرارك)'], ['مسافر', 'Rana Haddad، مواليد 01-01-1990']],
  ] as const)('in %s: the insured\'s birth date, marked as declared, and each other traveller', (lang, birth, traveller) => {
    const rows = fieldRows(travel, pdfLabels(lang), lang).map(([label, value]) => [label, strip(value)]);
    expect(rows).toContainEqual(birth);
    expect(rows).toContainEqual(traveller);
  });

  it('names every traveller, the holder first as the passport names them, in each language', () => {
    const family: Policy = { ...travel, declarations: { ...travel.declarations, holder_name: 'OMAR KHALED HADDAD' } };
    const travellers = (lang: 'en' | 'ar') => fieldRows(family, pdfLabels(lang), lang).filter(([label]) => label === (lang === 'en' ? 'Traveller' : 'مسافر')).map(([, v]) => strip(v));
    expect(travellers('en')).toEqual(['OMAR KHALED HADDAD, born 20-05-1980', 'Rana Haddad, born 01-01-1990']);
    expect(travellers('ar')).toEqual(['OMAR KHALED HADDAD، مواليد 20-05-1980', 'Rana Haddad، مواليد 01-01-1990']);
  });

  it('a birth date from the identity document is not marked; a contract from before declarations has no such rows', () => {
    const known = fieldRows({ ...travel, declarations: { holder_birth_date: '1988-04-12', holder_birth_date_declared: false } }, pdfLabels('en'), 'en');
    expect(known.map(([, v]) => strip(v))).toContain('12-04-1988');
    const old = fieldRows({ ...travel, declarations: null }, pdfLabels('en'), 'en');
    expect(old.some(([label]) => label === "Insured's birth date")).toBe(false);
  });
});

describe('a travel contract\'s PDF', () => {
  it('prints the assistance line the terms tell a traveller to call, in each language; a car contract has none', () => {
    expect(fieldRows(travel, pdfLabels('en'), 'en').map(([l, v]) => [l, strip(v)])).toContainEqual(['Emergency assistance abroad, day and night', '06 500 0099']);
    expect(fieldRows(travel, pdfLabels('ar'), 'ar').map(([l, v]) => [l, strip(v)])).toContainEqual(['المساعدة الطارئة في الخارج، على مدار الساعة', '06 500 0099']);
    expect(fieldRows({ ...travel, line: 'motor', segment_code: 'MC-COMP' }, pdfLabels('en'), 'en').some(([label]) => label.startsWith('Emergency assistance'))).toBe(false);
  });
});

describe('the contract PDF prints what stays true once printed', () => {
  const usa: Policy = { ...travel, segment_code: 'TR-SKY-PLUS-USA-CAN-AUS', days_to_expire: 10, declarations: { countries: ['US', 'CA'], worldwide: false } };

  it.each([
    ['en', ['Product', 'Sky Plus'], ['Cover zone', 'USA, Canada and Australia'], ['Countries travelled to', 'United States and Canada'], ['Valid from', '01-07-2026'], ['Valid until', '10-07-2026']],
    ['ar', ['المنتج', 'سكاي بلس'], ['منطقة التغطية', 'الولايات المتحدة وكندا وأستراليا'], ['دول السفر', 'الولايات المتحدة وكندا'], ['ساري من', '01-07-2026'], ['ساري حتى', '10-07-2026']],
  ] as const)('in %s: the product, zone and countries in words and the period, never the segment code or days left', (lang, product, destination, countries, from, until) => {
    const rows = fieldRows(usa, pdfLabels(lang), lang).map(([label, value]) => [label, strip(value)]);
    expect(rows).toContainEqual(product);
    expect(rows).toContainEqual(destination);
    expect(rows).toContainEqual(countries);
    expect(rows).toContainEqual(from);
    expect(rows).toContainEqual(until);
    const text = rows.flat().join(' ');
    expect(text).not.toContain('TR-SKY');
    expect(text).not.toMatch(/Segment code|رمز الفئة|Days to expiry|الأيام المتبقية/);
  });

  it('prints whole cover limits without fils and premiums with their fils', () => {
    const rows = new Map(fieldRows({ ...usa, insured_sum: 30_000, premium: 38.5 }, pdfLabels('en'), 'en'));
    expect(rows.get('Insured sum')).toMatch(/^JOD\s?30,000$/);
    expect(rows.get('Premium')).toMatch(/^JOD\s?38\.500$/);
  });
});

describe('the contract PDF shows the offer in its price and the terms accepted, each on its own line', () => {
  const renewal: Policy = {
    ...travel, line: 'motor', contract_number: 'P-MOT-2026-W000021', segment_code: 'MC-COMP', premium: 403.34, declarations: null,
    offer_discount: { title: '15% off comprehensive car insurance', percent: 15, amount: 69.6 },
    terms_acceptance: { document: 'motor-comprehensive-terms', title: 'Comprehensive Motor Insurance: Policy Terms', version: '2026.1', accepted_at: '2026-11-25T11:05:00.000Z', language: 'en' },
  };

  it.each([
    ['en', 'Offer: 15% off comprehensive car insurance −JOD 69.600', 'Terms "Comprehensive Motor Insurance: Policy Terms" version 2026.1 accepted on 25-11-2026, 2:05 PM (English)'],
    ['ar', 'العرض: خصم 15% −69.600 دينار أردني', 'تمت الموافقة على الشروط «شروط وثيقة التأمين الشامل للمركبات» الإصدار 2026.1 بتاريخ 25-11-2026، 2:05 م (الإنجليزية)'],
  ] as const)('in %s', (lang, offer, terms) => {
    const policy: Policy = lang === 'ar' ? {
      ...renewal,
      offer_discount: { ...renewal.offer_discount!, title: 'خصم 15%' },
      terms_acceptance: { ...renewal.terms_acceptance!, title: 'شروط وثيقة التأمين الشامل للمركبات' },
    } : renewal;
    const [offerLine, termsLine] = noteLines(policy, pdfLabels(lang), lang).map(strip);
    expect(offerLine?.replace(/\s+/g, ' ').replace(/\u200E/g, '')).toBe(offer);
    expect(termsLine).toContain(terms);
  });

  it.each([
    ['en', 'Terms "Comprehensive Motor Insurance: Policy Terms" version 2026.2 accepted on 25-11-2026, 2:05 PM (Arabic).', 'Declaration made: “I declare that the car, its use and the driver\'s licence are as stated'],
    ['ar', 'تمت الموافقة على الشروط «شروط وثيقة التأمين الشامل للمركبات» الإصدار 2026.2 بتاريخ 25-11-2026، 2:05 م (العربية).', 'الإقرار المقدَّم: «أُقرّ بأن السيارة واستعمالها ورخصة القيادة'],
  ] as const)('a car contract says the car declaration was made with the terms, in its words (%s)', (lang, terms, declaration) => {
    const acceptance = { ...renewal.terms_acceptance!, version: '2026.2', language: 'ar' as const, declaration: 'car' as const };
    const policy: Policy = { ...renewal, offer_discount: null, terms_acceptance: lang === 'ar' ? { ...acceptance, title: 'شروط وثيقة التأمين الشامل للمركبات' } : acceptance };
    const lines = noteLines(policy, pdfLabels(lang), lang).map(strip);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(terms);
    expect(lines[1]).toContain(declaration);
    expect(lines.join(' ')).not.toMatch(/title deed|سند الملكية|declarations made before paying|الإقرارات المقدّمة قبل الدفع/);
  });

  it('a contract from before either was kept has no such lines, and both render', async () => {
    expect(noteLines({ ...renewal, offer_discount: null, terms_acceptance: null }, pdfLabels('en'), 'en')).toEqual([]);
    for (const lang of ['en', 'ar'] as const) {
      const policy: Policy = { ...renewal, terms_acceptance: { ...renewal.terms_acceptance!, declaration: 'car' } };
      const pdf = await renderContractPdf({ lang, policy, holderName: 'Omar Haddad', verifyUrl: 'https://portal.example.jo/en/policy/qrCode?token=x', issuedOn: '2026-11-25', printedAt: new Date() });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    }
  });
});

describe('the contract PDF prints the price lines the summary showed', () => {
  const priced: Policy = {
    ...travel, line: 'personal-accident', segment_code: 'PG-500', premium: 100.95, declarations: null,
    price_lines: { premium: 95, fees: 5, tax: 0.95, total: 100.95 },
  };

  it.each([
    ['en', [['Premium', 'JOD 95'], ['Issue fee', 'JOD 5'], ['Stamp duty', 'JOD 0.950'], ['Total paid', 'JOD 100.950']]],
    ['ar', [['القسط', '95 دينار أردني'], ['رسوم الإصدار', '5 دينار أردني'], ['رسوم الطوابع', '0.950 دينار أردني'], ['المبلغ المدفوع', '100.950 دينار أردني']]],
  ] as const)('in %s: premium, fee, stamp duty and total, never the total called premium', (lang, lines) => {
    const rows = fieldRows(priced, pdfLabels(lang), lang).map(([label, value]) => [label, strip(value).replace(/\s/g, ' ')]);
    for (const line of lines) expect(rows).toContainEqual(line);
    const [premium] = lines;
    expect(rows.filter(([label]) => label === premium[0] || label === pdfLabels(lang)('fields.premium'))).toEqual([premium]);
  });

  it('the offer is its own line between the premium and the fee, with the sign against the number', () => {
    const offered: Policy = { ...priced, price_lines: { premium: 105, fees: 5, tax: 0.95, total: 100.95 }, offer_discount: { title: 'خصم 10%', percent: 10, amount: 10 } };
    const rows = fieldRows(offered, pdfLabels('ar'), 'ar');
    const at = rows.findIndex(([label]) => label === 'العرض: خصم 10%');
    expect(rows[at - 1]?.[0]).toBe('القسط');
    expect(rows[at + 1]?.[0]).toBe('رسوم الإصدار');
    expect(rows[at]?.[1]).toBe('\u2066−10\u2069 دينار أردني');
    expect(noteLines(offered, pdfLabels('ar'), 'ar')).toEqual([]);
  });

  it('lists the lines it prints in the document information, in either language', async () => {
    const offered: Policy = { ...priced, price_lines: { premium: 105, fees: 5, tax: 0.95, total: 100.95 }, offer_discount: { title: '10% off', percent: 10, amount: 10 } };
    expect(priceLinesInfo(offered)).toBe('premium 105.000; offer -10.000; fees 5.000; tax 0.950; total 100.950');
    for (const lang of ['en', 'ar'] as const) {
      const pdf = await renderContractPdf({ lang, policy: offered, holderName: 'Omar Haddad', verifyUrl: 'https://portal.example.jo/x', issuedOn: '2026-11-25', printedAt: new Date() });
      expect(pdfInfoString(pdf, 'PriceLines')).toBe(priceLinesInfo(offered));
    }
  });
});
