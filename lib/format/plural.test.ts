import { countPhrase } from './plural';

const workingDays = { one: 'يوم عمل واحد', two: 'يومَي عمل', few: '# أيام عمل', many: '# يوم عمل', other: '# يوم عمل' };

describe('a count with its noun, as the language agrees them', () => {
  it('agrees an Arabic noun with 1, 2, 3, 11 and 100', () => {
    expect(countPhrase(1, workingDays, 'ar')).toBe('يوم عمل واحد');
    expect(countPhrase(2, workingDays, 'ar')).toBe('يومَي عمل');
    expect(countPhrase(3, workingDays, 'ar')).toBe('3 أيام عمل');
    expect(countPhrase(10, workingDays, 'ar')).toBe('10 أيام عمل');
    expect(countPhrase(11, workingDays, 'ar')).toBe('11 يوم عمل');
    expect(countPhrase(100, workingDays, 'ar')).toBe('100 يوم عمل');
  });
  it('uses one and other in English, and falls back to other', () => {
    const days = { one: '# working day', other: '# working days' };
    expect(countPhrase(1, days, 'en')).toBe('1 working day');
    expect(countPhrase(2, days, 'en')).toBe('2 working days');
    expect(countPhrase(0, { other: '# days' }, 'ar')).toBe('0 days');
  });
});
