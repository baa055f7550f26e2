import { canReceiveText } from './text';

describe('which numbers a text message may go to', () => {
  it.each(['0791234567', '+962 77 123 4567', '00962781234567', '٠٧٩١٢٣٤٥٦٧'])('a Jordanian mobile, %p, receives texts', (number) => {
    expect(canReceiveText(number)).toBe(true);
  });

  it.each([
    ['a Jordanian landline', '064612345'],
    ['a Jordanian premium-rate number', '0900123456'],
    ['a Jordanian premium-rate service', '091234567'],
    ['a Jordanian toll-free number', '080022222'],
    ['a Jordanian personal number', '0701234567'],
    ['a Saudi mobile, while Saudi Arabia is not listed', '+966501234567'],
    ['a British mobile', '+447400123456'],
    ['not a number', 'abc'],
  ])('%s (%p) does not', (_, number) => {
    expect(canReceiveText(number)).toBe(false);
  });

  it('a Saudi mobile does once the company lists Saudi Arabia, a Saudi landline still does not', () => {
    expect(canReceiveText('+966501234567', ['JO', 'SA'])).toBe(true);
    expect(canReceiveText('+966112345678', ['JO', 'SA'])).toBe(false);
  });
});
