import { travelDetails } from './travel-claim';

const trip = { line: 'travel', traveller: 2, country: 'TR', amount: '1,250.50', currency: 'EUR', assistance_called: true, assistance_reference: 'AS-2026-0418' };
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('a travel claim\'s answers', () => {
  it('takes the traveller by number, the country by code, the amount as typed in its currency and the assistance call', () => {
    expect(travelDetails.parse(trip)).toEqual({
      line: 'travel', traveller: 2, traveller_name: '', country: 'TR', provider: '', amount: 1250.5, currency: 'EUR',
      assistance_called: true, assistance_reference: 'AS-2026-0418',
    });
  });

  it('reads an amount and a reference typed with Arabic-Indic digits', () => {
    expect(travelDetails.parse({ ...trip, amount: '١٢٥٠٫٥', assistance_reference: 'AS-٢٠٢٦-٠٤١٨' })).toMatchObject({ amount: 1250.5, assistance_reference: 'AS-2026-0418' });
  });

  it('takes three decimals where the currency has them (dinars), two elsewhere', () => {
    expect(travelDetails.parse({ ...trip, amount: '12.345', currency: 'JOD' }).amount).toBe(12.345);
    expect(travelDetails.parse({ ...trip, amount: '12.345', currency: 'KWD' }).amount).toBe(12.345);
    expect(issues(travelDetails.safeParse({ ...trip, amount: '12.345', currency: 'USD' }))).toEqual([['amount', 'claims.validation.claimedDecimals']]);
    expect(issues(travelDetails.safeParse({ ...trip, amount: '12.3456', currency: 'JOD' }))).toEqual([['amount', 'claims.validation.claimedDecimals']]);
  });

  it('refuses an amount of nothing, a currency outside the list, a country by name, and a ninth traveller', () => {
    expect(issues(travelDetails.safeParse({ ...trip, amount: '0' }))).toEqual([['amount', 'claims.validation.claimedAmount']]);
    expect(issues(travelDetails.safeParse({ ...trip, amount: '' }))).toEqual([['amount', 'claims.validation.claimedAmount']]);
    expect(issues(travelDetails.safeParse({ ...trip, currency: 'XYZ' }))).toEqual([['currency', 'claims.validation.currency']]);
    expect(issues(travelDetails.safeParse({ ...trip, country: 'Turkey' }))).toEqual([['country', 'claims.validation.country']]);
    expect(issues(travelDetails.safeParse({ ...trip, traveller: 8 }))).toEqual([['traveller', 'claims.validation.traveller']]);
    expect(travelDetails.safeParse({ ...trip, traveller: 7 }).success).toBe(true);
  });

  it('asks the assistance company\'s reference when it was called, and keeps none when it was not', () => {
    expect(issues(travelDetails.safeParse({ ...trip, assistance_reference: '' }))).toEqual([['assistance_reference', 'claims.validation.assistanceReference']]);
    expect(issues(travelDetails.safeParse({ ...trip, assistance_called: undefined }))).toEqual([['assistance_called', 'claims.validation.assistanceCalled']]);
    expect(travelDetails.parse({ ...trip, assistance_called: false }).assistance_reference).toBe('');
  });
});
