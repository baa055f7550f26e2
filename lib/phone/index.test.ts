import { formatPhone, maskPhone, smppAddress, telHref, toE164 } from './index';

describe('one reading of a phone number', () => {
  it.each([
    '0791234567', '791234567', '+962 79 123 4567', '00962791234567', '00962 79 123 4567', '962791234567',
    '079-123-4567', '+962 (79) 123-4567', '٠٧٩١٢٣٤٥٦٧', '۰۷۹۱۲۳۴۵۶۷', ' 0791234567 ',
  ])('reads %p as the one Jordanian mobile +962791234567', (written) => {
    expect(toE164(written)).toBe('+962791234567');
    expect(formatPhone(written)).toBe('079 123 4567');
    expect(telHref(written)).toBe('tel:+962791234567');
    expect(smppAddress(written)).toEqual({ address: '962791234567', ton: 1, npi: 1 });
  });

  it('reads a landline with its area code', () => {
    expect(toE164('064612345')).toBe('+96264612345');
    expect(toE164('+962 6 461 2345')).toBe('+96264612345');
    expect(formatPhone('96265000000')).toBe('06 500 0000');
    expect(telHref('065000111')).toBe('tel:+96265000111');
  });

  it('reads another country\'s number by its country code, and shows it in the international format', () => {
    expect(toE164('+966 50 123 4567')).toBe('+966501234567');
    expect(toE164('00966501234567')).toBe('+966501234567');
    expect(formatPhone('+966501234567')).toBe('+966 50 123 4567');
    expect(formatPhone('+447400123456')).toBe('+44 7400 123456');
  });

  it.each(['12345', '0791234', '07912345678', '+0791234567', 'call 0791234567', '0791234567 ext 12', '', '+'])(
    'finds no number in %p, and shows it as written',
    (written) => {
      expect(toE164(written)).toBeNull();
      expect(smppAddress(written)).toBeNull();
      expect(formatPhone(written)).toBe(written.trim());
    },
  );

  it('dials what is not a number as its digits', () => {
    expect(telHref('911')).toBe('tel:911');
  });

  it('hides all but the first three and the last three digits of the shown number', () => {
    expect(maskPhone('+962791234567')).toBe('079 ••• •567');
    expect(maskPhone('+966501234567')).toBe('+966 •• ••• •567');
  });

  it('shows only Latin digits and spaces (and a leading plus): one left-to-right run', () => {
    expect(formatPhone('٠٧٩١٢٣٤٥٦٧')).toMatch(/^[\d ]+$/);
    expect(formatPhone('+966501234567')).toMatch(/^\+[\d ]+$/);
  });
});
