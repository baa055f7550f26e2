/** @jest-environment node */
import { smsDestination, UnroutableNumberError } from './msisdn';

describe('smsDestination', () => {
  it.each([
    ['+962791234567', '962791234567'],
    ['0791234567', '962791234567'],
    ['00962 78 123 4567', '962781234567'],
    ['٠٧٧١٢٣٤٥٦٧', '962771234567'],
  ])('sends to the Jordanian mobile %s as its international digits', (stored, address) => {
    expect(smsDestination(stored)).toEqual({ address, ton: 1, npi: 1 });
  });

  it.each([
    '+96264612345', // a landline
    '+962900123456', // premium rate
    '+447400123456', // a British mobile: the United Kingdom is not in SMS_COUNTRIES
    '+966501234567', // nor Saudi Arabia
    '0791234', 'not a number', '',
  ])('refuses %p as a number no text may go to, permanently', (stored) => {
    expect(() => smsDestination(stored)).toThrow(UnroutableNumberError);
    try {
      smsDestination(stored);
    } catch (error) {
      expect((error as UnroutableNumberError).permanent).toBe(true);
    }
  });
});
