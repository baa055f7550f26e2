import {
  currentPassword, email, fullName, optionalMultilineText, optionalText, otpCode, password, personName, requiredMultilineText, requiredText,
} from './fields';
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
    // Letters of any script and emoji are text, not control characters.
    expect(requiredText().parse('أحمد 🙂 Ünal')).toBe('أحمد 🙂 Ünal');
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

  describe('every free-text builder refuses hidden formatting with the message that says to type it again', () => {
    const builders = {
      requiredText: requiredText(),
      optionalText: optionalText(50),
      requiredMultilineText: requiredMultilineText(100),
      optionalMultilineText: optionalMultilineText(100),
      personName: personName(),
    };
    const refused = {
      'right-to-left override U+202E': '\u202e',
      'left-to-right isolate U+2066': '\u2066',
      'pop directional isolate U+2069': '\u2069',
      'zero-width space U+200B': '\u200b',
      'left-to-right mark U+200E': '\u200e',
      'Arabic letter mark U+061C': '\u061c',
      'byte-order mark U+FEFF': '\ufeff',
    };
    it.each(Object.entries(builders).flatMap(([name, schema]) => Object.entries(refused).map(([what, c]) => [name, what, schema, c] as const)))(
      '%s refuses the %s', (_, __, schema, c) => {
        expect(firstMessage(schema, `Mecca${c} Street`)).toBe('validation.hiddenCharacters');
      },
    );
    it.each(Object.entries(builders))('%s keeps Arabic, emoji and the joiners (U+200C, U+200D)', (_, schema) => {
      expect(schema.parse('شارع مكة، عمّان')).toBe('شارع مكة، عمّان');
      expect(schema.parse('Near the park 🌳')).toBe('Near the park 🌳');
      expect(schema.parse('مهر\u200cانگیز')).toBe('مهر\u200cانگیز');
      expect(schema.parse('Family \u{1F468}\u200d\u{1F469}\u200d\u{1F467}')).toBe('Family \u{1F468}\u200d\u{1F469}\u200d\u{1F467}');
    });
    it('the multi-line builders keep line breaks and tabs', () => {
      expect(requiredMultilineText(100).parse('السطر الأول\nLine two\tend')).toBe('السطر الأول\nLine two\tend');
      expect(optionalMultilineText(100).parse('a\r\nb')).toBe('a\nb');
    });
    it('an e-mail address copied with a direction mark is refused the same way', () => {
      expect(firstMessage(email, '\u200edemo@portal.test')).toBe('validation.hiddenCharacters');
    });
  });
});
