import { email, fullName, otpCode, password, phone } from './fields';

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
});
