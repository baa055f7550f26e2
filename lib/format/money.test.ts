import { formatDiscount, formatJod } from './money';

describe('formatJod: one rule for amounts in JOD', () => {
  it('prints a whole amount without fils, in both languages', () => {
    expect(formatJod(30_000, 'en')).toMatch(/^JOD\s?30,000$/);
    expect(formatJod(500, 'en')).toMatch(/^JOD\s?500$/);
    expect(formatJod(30_000, 'ar')).toMatch(/^30,000\sدينار أردني$/);
    // A double's noise is not fils.
    expect(formatJod(30_000.0000001, 'en')).toMatch(/^JOD\s?30,000$/);
  });
  it('keeps the dinar\'s three decimals when there are fils', () => {
    expect(formatJod(13.11, 'en')).toMatch(/^JOD\s?13\.110$/);
    expect(formatJod(1250.5, 'en')).toMatch(/^JOD\s?1,250\.500$/);
    expect(formatJod(12.125, 'en')).toMatch(/^JOD\s?12\.125$/);
    expect(formatJod(1234.5, 'ar')).toMatch(/1,234\.500/);
    expect(formatJod(0.0004, 'en')).toMatch(/^JOD\s?0$/);
  });
  it('writes Latin digits in Arabic', () => {
    expect(formatJod(1234.5, 'ar')).not.toMatch(/[٠-٩]/);
    expect(formatJod(14_500, 'ar')).toContain('14,500');
  });
});

describe('formatDiscount', () => {
  it('puts a minus sign before the amount, the number left to right in Arabic', () => {
    expect(formatDiscount(69.6, 'en')).toMatch(/^−JOD\s69\.600$/);
    // The sign against the number, inside a left-to-right isolate: never between the number and "دينار".
    expect(formatDiscount(69.6, 'ar')).toBe('\u2066−69.600\u2069 دينار أردني');
    expect(formatDiscount(-5, 'ar')).toBe('\u2066−5\u2069 دينار أردني');
  });
});
