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
