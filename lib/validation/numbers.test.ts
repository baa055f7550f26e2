import { amount, parseAmount } from './numbers';

describe('parseAmount', () => {
  it.each([
    ['150000', 150000], ['150,000', 150000], ['1,250,000', 1250000], ['١٥٠٬٠٠٠', 150000], ['١٥٠٠٠٠', 150000],
    ['150 000', 150000], [' 42 ', 42], ['20000.0', 20000], ['٢٠٠٠٠٫٠', 20000],
  ])('reads %s as %d', (text, value) => expect(parseAmount(text)).toEqual({ value }));

  it('keeps fils where the field takes them', () => {
    expect(parseAmount('20000.5', 3)).toEqual({ value: 20000.5 });
    expect(parseAmount('12.125', 3)).toEqual({ value: 12.125 });
    expect(parseAmount('12.1255', 3)).toEqual({ problem: 'fils' });
  });

  it('never changes a value it cannot read as written', () => {
    expect(parseAmount('20000.5')).toEqual({ problem: 'fils' });
    expect(parseAmount('15,00')).toEqual({ problem: 'format' });
    expect(parseAmount('1.2.3')).toEqual({ problem: 'format' });
    expect(parseAmount('12a')).toEqual({ problem: 'format' });
    expect(parseAmount('-5')).toEqual({ problem: 'format' });
    expect(parseAmount('')).toEqual({ problem: 'empty' });
  });
});

describe('amount', () => {
  const value = amount(5000, 2000000, { required: 'x.required', range: 'x.range', fils: 'x.fils' });
  it('takes a typed text or a number', () => {
    expect(value.parse('150,000')).toBe(150000);
    expect(value.parse(150000)).toBe(150000);
  });
  it('says what is wrong with the field own words', () => {
    expect(value.safeParse('').error?.issues[0]?.message).toBe('x.required');
    expect(value.safeParse('20000.5').error?.issues[0]?.message).toBe('x.fils');
    expect(value.safeParse(20000.5).error?.issues[0]?.message).toBe('x.fils');
    expect(value.safeParse('100').error?.issues[0]?.message).toBe('x.range');
    expect(value.safeParse(undefined).error?.issues[0]?.message).toBe('x.required');
  });
});
