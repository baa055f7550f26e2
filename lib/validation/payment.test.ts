import { cardSchema, expiryValid, luhnValid } from './payment';

describe('card checks', () => {
  it('Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000000119')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('41x1')).toBe(false);
  });

  it('expiry MM/YY, valid through its month', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('12/30', now)).toBe(true);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('00/27', now)).toBe(false);
    expect(expiryValid('5/27', now)).toBe(false);
    expect(expiryValid('05/2027', now)).toBe(false);
  });

  const valid = { card_number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' };

  it('accepts a good card, with Arabic-Indic digits too', () => {
    expect(cardSchema.parse(valid).card_number).toBe('4111111111111111');
    expect(cardSchema.parse({ ...valid, card_number: '٤١١١١١١١١١١١١١١١', cvc: '١٢٣', expiry: '١٢/٣٩' })).toMatchObject({ cvc: '123', expiry: '12/39' });
    expect(cardSchema.parse({ ...valid, cardholder: 'عمر الحداد' }).cardholder).toBe('عمر الحداد');
  });

  it.each([
    ['card_number', '4111 1111 1111 1112', 'purchase.validation.cardNumber'],
    ['card_number', '', 'payPage.validation.cardNumberRequired'],
    ['expiry', '', 'payPage.validation.expiryRequired'],
    ['cvc', '', 'purchase.validation.cvc'],
    ['cardholder', ' ', 'purchase.validation.cardholder'],
    ['expiry', '01/20', 'purchase.validation.cardExpiry'],
    ['cvc', '12', 'purchase.validation.cvc'],
    ['cvc', '1234', 'purchase.validation.cvc'],
    ['cardholder', '123', 'purchase.validation.cardholder'],
  ])('refuses %s %j with its message', (field, value, message) => {
    const result = cardSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
