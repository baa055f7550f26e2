import { requestLanguage } from './accept-language';

const languageOf = (header?: string) => requestLanguage(new Headers(header === undefined ? {} : { 'accept-language': header }));

describe('requestLanguage', () => {
  it('reads the language the portal sends itself', () => {
    expect(languageOf('ar')).toBe('ar');
    expect(languageOf('en')).toBe('en');
  });

  it('matches a regional tag on its language, in any case', () => {
    expect(languageOf('ar-JO')).toBe('ar');
    expect(languageOf('AR-jo')).toBe('ar');
    expect(languageOf('en-GB')).toBe('en');
  });

  it('takes the most wanted of our languages by quality, the header order among equals', () => {
    expect(languageOf('en;q=0.5, ar-JO;q=0.9')).toBe('ar');
    expect(languageOf('ar;q=0.1, en')).toBe('en');
    expect(languageOf('fr-FR, fr;q=0.9, ar;q=0.8, en;q=0.7')).toBe('ar');
    expect(languageOf('ar, en')).toBe('ar');
    expect(languageOf('en, ar')).toBe('en');
  });

  it('never takes a language the header refuses (q=0)', () => {
    expect(languageOf('ar;q=0, en;q=0.1')).toBe('en');
    expect(languageOf('ar;q=0')).toBe('en');
  });

  it('answers the default language for none of ours, no header or an empty one', () => {
    expect(languageOf('fr-FR, de;q=0.8')).toBe('en');
    expect(languageOf('*')).toBe('en');
    expect(languageOf('arn')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf()).toBe('en');
  });

  it('passes over what it cannot read and keeps the rest', () => {
    expect(languageOf(';;,,')).toBe('en');
    expect(languageOf('ar;q=abc')).toBe('en');
    expect(languageOf('ar;q=2, en;q=0.3')).toBe('en');
    expect(languageOf('ar;q=, en-US;q=0.2')).toBe('en');
    expect(languageOf('<script>, ar;q=0.4')).toBe('ar');
    expect(languageOf(' ar-JO ; q=0.8 ')).toBe('ar');
  });
});
