/** @jest-environment node */
import { toSmppAddress, UnroutableNumberError } from './msisdn';

describe('toSmppAddress', () => {
  it.each([
    ['0791234567', '962791234567'],
    ['+962791234567', '962791234567'],
    ['00962791234567', '962791234567'],
    ['962791234567', '962791234567'],
    ['+0791234567', '962791234567'],
    ['791234567', '962791234567'],
    ['+962 79 123 4567', '962791234567'],
    ['079-123-4567', '962791234567'],
    ['٠٧٩١٢٣٤٥٦٧', '962791234567'],
  ])('makes the Jordanian mobile %s international digits', (stored, address) => {
    expect(toSmppAddress(stored)).toEqual({ address, ton: 1, npi: 1 });
  });

  it.each([
    ['+447911123456', '447911123456'],
    ['00447911123456', '447911123456'],
    ['447911123456', '447911123456'],
    ['+971 50 123 4567', '971501234567'],
  ])('keeps the international number %s as its digits', (stored, address) => {
    expect(toSmppAddress(stored)).toEqual({ address, ton: 1, npi: 1 });
  });

  it.each(['065000000', '+96265000000', '0791234', '07912345678', 'not a number', '', '+12345', '00447', '+0044791112345'])(
    'refuses %p as a number no SMS reaches, permanently',
    (stored) => {
      expect(() => toSmppAddress(stored)).toThrow(UnroutableNumberError);
      try {
        toSmppAddress(stored);
      } catch (error) {
        expect((error as UnroutableNumberError).permanent).toBe(true);
      }
    },
  );
});
