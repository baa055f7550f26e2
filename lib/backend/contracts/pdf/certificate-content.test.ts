/** @jest-environment node */
import type { PolicyRow } from '../view';
import { certificateContent, certificateRows } from './certificate-content';
import { renderTravelCertificate } from './travel-certificate';

const row = {
  id: 7, userId: 1, line: 'travel', contractNumber: 'P-TRV-2026-W000007', segmentCode: 'TR-SKY-PLUS-USA-CAN-AUS',
  effectiveDate: '2026-07-01', expiry: '2026-07-10', documentId: 'n1234567', insuredSum: 50_000, premium: 30,
  declarations: {
    holder_birth_date: '1988-04-12',
    travellers: [{ name: 'Rana Haddad', birth_date: '1990-01-03', passport_id: 'N7654321' }],
    trip: { countries: ['US', 'CA'], worldwide: false, holder_name: 'Omar Khaled Haddad' },
  },
} as unknown as PolicyRow;

describe('the travel certificate of insurance (English, for an embassy)', () => {
  it('names every insured person as in the passport, with birth date and passport number', () => {
    const content = certificateContent(row, { nameEn: 'Omar Khaled Saleh Haddad', birthDate: '1988-04-12' });
    expect(content.insured).toEqual([
      { name: 'OMAR KHALED HADDAD', birthDate: '1988-04-12', passport: 'N1234567' },
      { name: 'RANA HADDAD', birthDate: '1990-01-03', passport: 'N7654321' },
    ]);
  });

  it('says the insurer, the contract, the period in words, the countries, the scope, the medical cover and the assistance line', () => {
    const rows = new Map(certificateRows(certificateContent(row, { nameEn: null, birthDate: null })));
    expect(rows.get('Insurer')).toContain('Sanad Insurance Company P.L.C.');
    expect(rows.get('Contract number')).toBe('P-TRV-2026-W000007');
    expect(rows.get('Product')).toBe('Travel insurance, Sky Plus');
    expect(rows.get('Period of insurance')).toBe('From 01 July 2026 to 10 July 2026 inclusive (10 days)');
    expect(rows.get('Countries of travel')).toBe('United States and Canada');
    expect(rows.get('Territorial scope')).toBe('Worldwide, including the United States, Canada and Australia');
    expect(rows.get('Medical cover')).toMatch(/^Up to JOD 50,000 per insured person: emergency medical treatment.*repatriation/);
    expect(rows.get('Emergency assistance (24/7)')).toMatch(/^Phone 06 500 0099, WhatsApp 079 000 0002,/);
  });

  it('a contract from before the countries were kept: the account\'s name and its zone', () => {
    const old = { ...row, segmentCode: 'TR-SKY-KSA', declarations: null } as PolicyRow;
    const content = certificateContent(old, { nameEn: 'Omar Khaled Saleh Haddad', birthDate: '1988-04-12' });
    expect(content.insured).toEqual([{ name: 'OMAR KHALED SALEH HADDAD', birthDate: '1988-04-12', passport: 'N1234567' }]);
    expect(new Map(certificateRows(content)).get('Countries of travel')).toBe('Saudi Arabia');
  });

  it('renders an English PDF whose metadata names the contract, the verification address and the countries', async () => {
    const pdf = await renderTravelCertificate({
      content: certificateContent(row, { nameEn: null, birthDate: null }),
      verifyUrl: 'https://portal.test/en/policy/qrCode?token=abc', issuedOn: '2026-06-20', printedAt: new Date('2026-06-20T10:00:00Z'),
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Lang (en)');
    expect(text).toContain('Certificate of Travel Insurance P-TRV-2026-W000007');
    expect(text).toContain('United States; Canada');
  });
});
