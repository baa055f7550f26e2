import { formatJod3 } from './money';

describe('formatJod3', () => {
  it('always shows three decimals with Latin digits', () => {
    expect(formatJod3(13.11, 'en')).toMatch(/JOD\s13\.110/);
    expect(formatJod3(6, 'en')).toMatch(/6\.000/);
    expect(formatJod3(1234.5, 'ar')).toMatch(/1,234\.500/);
    expect(formatJod3(1234.5, 'ar')).not.toMatch(/[٠-٩]/);
  });
});
