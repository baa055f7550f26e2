import { requestLanguage } from './accept-language';

const languageOf = (header?: string) => requestLanguage(new Headers(header === undefined ? {} : { 'accept-language': header }));

describe('requestLanguage', () => {
  it.each([
    // What the portal sends itself.
    ['ar', 'ar'], ['en', 'en'],
    // A regional tag counts as its language, in any case.
    ['ar-JO', 'ar'], ['AR-jo', 'ar'], ['en-GB', 'en'],
    // The most wanted of ours by quality; the header's order among equals.
    ['en;q=0.5, ar-JO;q=0.9', 'ar'], ['ar;q=0.1, en', 'en'], ['fr-FR, fr;q=0.9, ar;q=0.8, en;q=0.7', 'ar'],
    ['ar, en', 'ar'], ['en, ar', 'en'],
    // Never a language the header refuses (q=0).
    ['ar;q=0, en;q=0.1', 'en'], ['ar;q=0', 'en'],
    // None of ours, or an empty header: the default.
    ['fr-FR, de;q=0.8', 'en'], ['*', 'en'], ['arn', 'en'], ['', 'en'],
    // What cannot be read is passed over, the rest kept.
    [';;,,', 'en'], ['ar;q=abc', 'en'], ['<script>, ar;q=0.4', 'ar'], [' ar-JO ; q=0.8 ', 'ar'], ['ar;foo="unclosed', 'ar'],
    // A weight out of range or left empty still names a language wanted: negotiator reads q=2 as
    // above every other and an empty q as 1 (no browser sends either).
    ['ar;q=2, en;q=0.3', 'ar'], ['ar;q=, en-US;q=0.2', 'ar'],
    // Any language: the default one, also when ours are named below it.
    ['*, ar;q=0.5', 'en'],
  ])('%j → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });

  it('answers the default language for a request without the header', () => {
    expect(languageOf()).toBe('en');
  });
});
