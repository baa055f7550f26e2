import { joinParts, partSeparator } from './join';

describe('joining parts of one line in the reader\'s language', () => {
  it('writes the Arabic comma between Arabic parts, never the Latin one', () => {
    expect(joinParts(['قرب دوار الداخلية', 'عمّان'], 'ar')).toBe('قرب دوار الداخلية، عمّان');
    expect(joinParts(['26-11-2026', '10:30 ص'], 'ar')).toBe('26-11-2026، 10:30 ص');
    expect(joinParts(['الإدارة العامة', 'شارع الملكة رانيا 112', 'عمّان'], 'ar')).not.toContain(',');
    expect(partSeparator('ar')).toBe('، ');
  });
  it('keeps the English comma in English', () => {
    expect(joinParts(['Abdali Boulevard', 'Amman'], 'en')).toBe('Abdali Boulevard, Amman');
    expect(partSeparator('en')).toBe(', ');
  });
  it('leaves empty parts out', () => {
    expect(joinParts(['Abdali Boulevard', '', null, undefined, false, ' ', 'Amman'], 'en')).toBe('Abdali Boulevard, Amman');
    expect(joinParts(['عمّان'], 'ar')).toBe('عمّان');
    expect(joinParts([], 'ar')).toBe('');
  });
});
