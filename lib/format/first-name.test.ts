import { firstName } from './first-name';

describe('firstName', () => {
  it('is the first word of most names', () => {
    expect(firstName('محمد أحمد الخطيب')).toBe('محمد');
    expect(firstName('Lina Haddad')).toBe('Lina');
    expect(firstName('  Omar  ')).toBe('Omar');
    expect(firstName('')).toBe('');
  });

  it('keeps a compound first name whole, in Arabic and in its Latin spellings', () => {
    expect(firstName('عبد الله محمد أحمد الخطيب')).toBe('عبد الله');
    expect(firstName('عبد الرحمن سعيد')).toBe('عبد الرحمن');
    expect(firstName('أبو بكر سالم')).toBe('أبو بكر');
    expect(firstName('نور الدين علي')).toBe('نور الدين');
    expect(firstName('Abd Allah Mohammad Al-Khatib')).toBe('Abd Allah');
    expect(firstName('Abdul Rahman Saeed')).toBe('Abdul Rahman');
    expect(firstName('Abu Bakr Salem')).toBe('Abu Bakr');
    expect(firstName('Nour El-Din Ali')).toBe('Nour El-Din');
    // Written as one word, it is one word.
    expect(firstName('عبدالله الخطيب')).toBe('عبدالله');
    expect(firstName('Abdullah Khatib')).toBe('Abdullah');
  });
});
