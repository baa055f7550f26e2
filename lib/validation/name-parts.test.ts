import { fullName, latinName } from './fields';
import { namePartsOf } from './name-parts';

describe('namePartsOf', () => {
  it.each([
    ['محمد عبد الله أحمد الخطيب', 4],
    ['عبد الرحمن محمد أبو بكر الزعبي', 4],
    ['Mohammad Abd Allah Ahmad Al Khatib', 4],
    ['Ahmad Mohammad Ali Al-Khatib', 4],
    ['Ahmad Mohammad Al-Khatib', 3],
    ['Ahmad   Mohammad  Ali  Saleh', 4],
  ])('%s has %d parts', (name, parts) => expect(namePartsOf(name)).toHaveLength(parts));
});

describe('name rules', () => {
  it('takes compound names as one of the four', () => {
    expect(fullName().safeParse('محمد عبد الله أحمد الخطيب').success).toBe(true);
    expect(fullName().safeParse('Mohammad Abd Allah Ahmad Khatib').success).toBe(true);
    expect(fullName().safeParse('Mohammad Ahmad Khatib').error?.issues[0]?.message).toBe('validation.fullName');
  });
  it('asks for Latin letters in a passport name', () => {
    expect(latinName().safeParse('Sara Haddad').success).toBe(true);
    expect(latinName().safeParse('سارة حداد').error?.issues[0]?.message).toBe('validation.latinName');
  });
});
