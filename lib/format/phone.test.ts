import { formatPhone, phoneE164, telHref } from './phone';

describe('phone numbers: one display format, E.164 for links', () => {
  it('shows a Jordanian mobile the same however it was written', () => {
    for (const written of ['0790000001', '790000001', '962790000001', '+962790000001', '00962790000001', '+962 79 000 0001', '079-000-0001', '٠٧٩٠٠٠٠٠٠١']) {
      expect(formatPhone(written)).toBe('+962 79 000 0001');
      expect(phoneE164(written)).toBe('+962790000001');
    }
  });
  it('shows a landline with its area digit', () => {
    expect(formatPhone('96265000000')).toBe('+962 6 500 0000');
    expect(formatPhone('065000111')).toBe('+962 6 500 0111');
    expect(telHref('065000111')).toBe('tel:+96265000111');
    expect(telHref('96265000000')).toBe('tel:+96265000000');
  });
  it('shows another country\'s number as + and its digits', () => {
    expect(formatPhone('+966501234567')).toBe('+966501234567');
    expect(formatPhone('00966501234567')).toBe('+966501234567');
    expect(phoneE164('+966 50 123 4567')).toBe('+966501234567');
  });
  it('shows what is not a phone number as written, and makes no E.164 of it', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(phoneE164('12345')).toBeNull();
  });
  it('has only Latin digits, spaces and a leading plus: one left-to-right run', () => {
    expect(formatPhone('0790000001')).toMatch(/^\+[\d ]+$/);
  });
});
