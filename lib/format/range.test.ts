import { formatRange, rangeParts } from './range';

describe('a range from a start to an end', () => {
  it('reads start first in Arabic: "من" the start "إلى" the end', () => {
    expect(formatRange('26-11-2026', '25-11-2027', 'ar')).toBe('من 26-11-2026 إلى 25-11-2027');
    expect(formatRange('8:30 ص', '10:30 ص', 'ar')).toBe('من 8:30 ص إلى 10:30 ص');
  });
  it('keeps the dash in English', () => {
    expect(formatRange('26-11-2026', '25-11-2027', 'en')).toBe('26-11-2026 – 25-11-2027');
  });
  it('gives each end as its own element, start before end, to be isolated one by one', () => {
    for (const lang of ['en', 'ar']) {
      const ends = rangeParts('A', 'B', lang).filter((p) => p.type === 'element').map((p) => p.value);
      expect(ends).toEqual(['A', 'B']);
    }
    expect(rangeParts('A', 'B', 'ar').map((p) => p.type)).toEqual(['literal', 'element', 'literal', 'element']);
  });
});
