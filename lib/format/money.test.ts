import { formatDiscount, formatJod3 } from './money';

describe('formatJod3', () => {
  it('always shows three decimals with Latin digits', () => {
    expect(formatJod3(13.11, 'en')).toMatch(/JOD\s13\.110/);
    expect(formatJod3(6, 'en')).toMatch(/6\.000/);
    expect(formatJod3(1234.5, 'ar')).toMatch(/1,234\.500/);
    expect(formatJod3(1234.5, 'ar')).not.toMatch(/[٠-٩]/);
  });
});

describe('formatDiscount', () => {
  it('puts a minus sign before the amount, the number left to right in Arabic', () => {
    expect(formatDiscount(69.6, 'en')).toMatch(/^−JOD\s69\.600$/);
    expect(formatDiscount(69.6, 'ar')).toMatch(/^\u200E?−69\.600 دينار أردني$/);
  });
});
