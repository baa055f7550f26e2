import { switchLanguagePath } from './switch-path';

describe('switchLanguagePath', () => {
  it('swaps the language and keeps the rest of the path and the query', () => {
    expect(switchLanguagePath('/en/cheques/100001', '?phone=0790000000&x=1', 'ar'))
      .toBe('/ar/cheques/100001?phone=0790000000&x=1');
  });
  it('works from the language root and without a query', () => {
    expect(switchLanguagePath('/ar', '', 'en')).toBe('/en');
    expect(switchLanguagePath('/ar/', '?', 'en')).toBe('/en');
  });
  it('adds a language to a path that has none', () => {
    expect(switchLanguagePath('/terms', 'a=b', 'ar')).toBe('/ar/terms?a=b');
  });
  it('keeps encoded characters as they are', () => {
    expect(switchLanguagePath('/en/policy/qrCode', '?token=a%2Bb', 'ar')).toBe('/ar/policy/qrCode?token=a%2Bb');
  });
});

describe('switchLanguagePath with a return address', () => {
  it('moves a same-site next to the new language and keeps the rest of the query as written', () => {
    expect(switchLanguagePath('/en/signin-signup', '?next=%2Fen%2Fdashboard%2Fmotor', 'ar'))
      .toBe('/ar/signin-signup?next=%2Far%2Fdashboard%2Fmotor');
    expect(switchLanguagePath('/ar/signin-signup', 'a=1&next=/ar/policy/motor/3?tab=x%26y&b=%2B', 'en'))
      .toBe(`/en/signin-signup?a=1&next=${encodeURIComponent('/en/policy/motor/3?tab=x&y')}&b=%2B`);
  });
  it('keeps the next path and its own query, only its language changes', () => {
    const next = encodeURIComponent('/en/car-insurance-renewal?policyId=12');
    expect(switchLanguagePath('/en/signin-signup', `?next=${next}`, 'ar'))
      .toBe(`/ar/signin-signup?next=${encodeURIComponent('/ar/car-insurance-renewal?policyId=12')}`);
  });
  it('drops a next that is not a same-site path, and keeps the other parameters', () => {
    for (const bad of ['https://evil.example/en', '//evil.example', '/%5Cevil', '/fr/dashboard', 'dashboard', '%E0%A4%A']) {
      expect(switchLanguagePath('/en/signin-signup', `?x=1&next=${bad}`, 'ar')).toBe('/ar/signin-signup?x=1');
    }
    expect(switchLanguagePath('/en/signin-signup', '?next=', 'ar')).toBe('/ar/signin-signup');
  });
});
