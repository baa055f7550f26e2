import { currentPassword, email, fullName, optionalText, otpCode, password, phone, requiredMultilineText, requiredText } from './fields';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;
const firstMessage = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('field rules of spec §5', () => {
  it('email', () => {
    expect(ok(email, 'Demo@Portal.test')).toBe(true);
    expect(email.parse(' Demo@Portal.test ')).toBe('demo@portal.test');
    expect(firstMessage(email, 'demo@portal')).toBe('validation.email');
    expect(firstMessage(email, '')).toBe('validation.required');
  });
  it('password', () => {
    expect(ok(password, 'Demo1234')).toBe(true);
    expect(ok(password, 'aB3!x_')).toBe(true);
    for (const bad of ['Ab1', 'alllower1', 'ALLUPPER1', 'NoDigits', 'Spaces 12A', 'Tilde~12A']) {
      expect(firstMessage(password, bad)).toBe('validation.password');
    }
  });
  it('full name of four words', () => {
    expect(ok(fullName, 'Ahmad Khaled Saleh Haddad')).toBe(true);
    expect(ok(fullName, 'أحمد خالد صالح الحداد')).toBe(true);
    expect(firstMessage(fullName, 'Ahmad Haddad')).toBe('validation.fullName');
  });
  it('phone of 9 to 14 digits, Arabic-Indic digits accepted', () => {
    expect(phone.parse('0791234567')).toBe('0791234567');
    expect(phone.parse('٠٧٩١٢٣٤٥٦٧')).toBe('0791234567');
    expect(firstMessage(phone, '12345678')).toBe('validation.phone');
    expect(firstMessage(phone, '123456789012345')).toBe('validation.phone');
  });
  it('one-time code of exactly 4 digits', () => {
    expect(otpCode.parse('١٢٣٤')).toBe('1234');
    expect(firstMessage(otpCode, '123')).toBe('validation.otp');
    expect(firstMessage(otpCode, '12a4')).toBe('validation.otp');
  });
  it('finding 10: single-line text refuses C0 and C1 control characters, NUL included, with the field\'s message', () => {
    for (const c of ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(firstMessage(requiredText(), `ab${c}cd`)).toBe('validation.required');
      expect(ok(optionalText(20), `ab${c}cd`)).toBe(false);
      expect(ok(currentPassword, `Demo${c}1234`)).toBe(false);
      expect(ok(email, `demo${c}x@portal.test`)).toBe(false);
      expect(ok(fullName, `Ahmad Khaled Saleh Haddad${c}x`)).toBe(false);
      expect(ok(phone, `079123${c}4567`)).toBe(false);
    }
    // Letters of any script, bidi marks and emoji are text, not control characters.
    expect(requiredText().parse('أحمد \u200f🙂 Ünal')).toBe('أحمد \u200f🙂 Ünal');
  });
  it('finding 10: multi-line text keeps line breaks and tabs, makes Windows line ends \\n, refuses the rest', () => {
    const message = requiredMultilineText(100);
    expect(message.parse(' Line one\r\nLine two\tend\n')).toBe('Line one\nLine two\tend');
    for (const c of ['\u0000', '\u0007', '\u000b', '\f', '\u001b', '\u0085']) expect(firstMessage(message, `ab${c}cd`)).toBe('validation.required');
    expect(firstMessage(message, ' \n ')).toBe('validation.required');
  });
});
