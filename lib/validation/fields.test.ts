import { currentPassword, email, fullName, optionalText, otpCode, password, personName, requiredMultilineText, requiredText } from './fields';
import { phone } from './phone';
import { isStorableText } from './rules';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;
const firstMessage = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('field rules of spec §5', () => {
  it('email', () => {
    expect(ok(email, 'Demo@Portal.test')).toBe(true);
    expect(email.parse(' Demo@Portal.test ')).toBe('demo@portal.test');
    expect(firstMessage(email, 'demo@portal')).toBe('validation.email');
    expect(firstMessage(email, '')).toBe('validation.emailRequired');
  });
  it('password', () => {
    expect(ok(password, 'Demo1234')).toBe(true);
    expect(ok(password, 'aB3!x_')).toBe(true);
    for (const bad of ['Ab1', 'alllower1', 'ALLUPPER1', 'NoDigits', 'Spaces 12A', 'Tilde~12A']) {
      expect(firstMessage(password, bad)).toBe('validation.password');
    }
  });
  it('full name of four words', () => {
    expect(ok(fullName(), 'Ahmad Khaled Saleh Haddad')).toBe(true);
    expect(ok(fullName(), 'أحمد خالد صالح الحداد')).toBe(true);
    expect(firstMessage(fullName(), 'Ahmad Haddad')).toBe('validation.fullName');
  });
  it('phone in any spelling, Arabic-Indic digits accepted, given as E.164 (more in phone.test.ts)', () => {
    expect(phone.parse('0791234567')).toBe('+962791234567');
    expect(phone.parse('٠٧٩١٢٣٤٥٦٧')).toBe('+962791234567');
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
      expect(ok(fullName(), `Ahmad Khaled Saleh Haddad${c}x`)).toBe(false);
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
  it('text PostgreSQL cannot store (NUL, half a surrogate pair) is refused by every text rule; a whole pair is text', () => {
    for (const bad of ['Ali \ud800 Salem', 'Ali \udc00', '\ud83d', 'a\u0000b', '\ude00\ud83d']) {
      expect(isStorableText(bad)).toBe(false);
      expect(firstMessage(requiredText(), bad)).toBe('validation.required');
      expect(ok(optionalText(20), bad)).toBe(false);
      expect(ok(requiredMultilineText(50), bad)).toBe(false);
    }
    for (const good of ['Ali Salem', 'أحمد', '🙂', 'a\ud83d\ude00b']) expect(isStorableText(good)).toBe(true);
  });
  it('a person\'s name refuses bidi controls and invisible characters, saying so; Arabic names and the joiners pass', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200b', '\u200e', '\u200f', '\u061c', '\u2060', '\ufeff']) {
      expect(firstMessage(personName(), `Ali${c} Salem`)).toBe('validation.hiddenCharacters');
      expect(firstMessage(fullName(), `Ahmad Khaled Saleh${c} Haddad`)).toBe('validation.hiddenCharacters');
    }
    expect(fullName().parse('محمد أحمد صالح الخطيب')).toBe('محمد أحمد صالح الخطيب');
    expect(personName().parse('مهر\u200cانگیز')).toBe('مهر\u200cانگیز');
    expect(personName().parse('Zoë O\'Brien-Nasser')).toBe('Zoë O\'Brien-Nasser');
  });
});
