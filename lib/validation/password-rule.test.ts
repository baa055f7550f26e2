import { password } from './fields';
import { PASSWORD_RULE, passwordNeeds } from './password-rule';

describe('the new-password rule', () => {
  it('names what a password lacks', () => {
    expect(passwordNeeds('Demo1234')).toEqual([]);
    expect(passwordNeeds('aB3!x_')).toEqual([]);
    expect(passwordNeeds('Ab1')).toEqual(['length']);
    expect(passwordNeeds('alllower1')).toEqual(['uppercase']);
    expect(passwordNeeds('ALLUPPER1')).toEqual(['lowercase']);
    expect(passwordNeeds('NoDigits')).toEqual(['digit']);
    expect(passwordNeeds('Spaces 12A')).toEqual(['characters']);
    expect(passwordNeeds('abc')).toEqual(['length', 'uppercase', 'digit']);
    expect(passwordNeeds('')).toEqual(['length', 'lowercase', 'uppercase', 'digit']);
  });

  it('is exactly what the schema enforces', () => {
    const samples = ['Demo1234', 'aB3!x_', 'Ab1', 'Tilde~12A', 'Spaces 12A', 'Aa1£€£€', 'Aa1-+=_&', 'Aa1٣٣٣٣', 'Ééé123a', 'Abcdef', 'abcde1', 'ABCDE1'];
    for (const symbol of PASSWORD_RULE.symbols) samples.push(`Ab1cd${symbol}`);
    for (const sample of samples) {
      expect([sample, password.safeParse(sample).success]).toEqual([sample, passwordNeeds(sample).length === 0]);
    }
    expect(password.safeParse(`Aa1${'x'.repeat(PASSWORD_RULE.maxLength)}`).success).toBe(false);
  });
});
