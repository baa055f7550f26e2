/** @jest-environment node */
import { createTranslator } from 'next-intl';
import ar from './ar.json';

/**
 * Arabic agrees the noun with its number (1, 2, 3–10, 11–99, 100…): every count with a noun in
 * ar.json is an ICU plural, and reads right for each form.
 */
const t = createTranslator({ locale: 'ar', messages: ar });

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

describe('Arabic counts with nouns', () => {
  it('leaves no bare argument in front of a counted noun', () => {
    const noun = /\{\w+\}\s+(يوم|أيام|يوما|يومي|دقيقة|دقائق|ثانية|ثوان|حرف|أحرف|رقم|أرقام|ساعة|ساعات|شهر|أشهر|سنة|سنوات|عام|أعوام)/;
    expect(flatten(ar).filter(([, m]) => noun.test(m)).map(([k]) => k)).toEqual([]);
  });

  it('writes the working days of the motor request for 1, 2, 3, 11 and 100', () => {
    const said = (days: number) => t('motor.sentNext', { days });
    expect(said(1)).toContain('خلال يوم عمل واحد لتأكيد');
    expect(said(2)).toContain('خلال يومَي عمل لتأكيد');
    expect(said(3)).toContain('خلال 3 أيام عمل لتأكيد');
    expect(said(11)).toContain('خلال 11 يوم عمل لتأكيد');
    expect(said(100)).toContain('خلال 100 يوم عمل لتأكيد');
  });

  it.each([
    ['otp.resendIn', 'seconds', ['بعد ثانية واحدة', 'بعد ثانيتين', 'بعد 3 ثوانٍ', 'بعد 11 ثانية', 'بعد 100 ثانية']],
    ['profile.contact.codeHint', 'length', ['رقم واحد', 'رقمان', '3 أرقام', '11 رقماً', '100 رقم']],
    ['contracts.overview.expiringSoon', 'days', ['خلال يوم واحد', 'خلال يومين', 'خلال 3 أيام', 'خلال 11 يوماً', 'خلال 100 يوم']],
    ['cheques.status.processing.body', 'days', ['الشيك يوماً واحداً بعد', 'الشيك يومين بعد', 'الشيك 3 أيام بعد', 'الشيك 11 يوماً بعد', 'الشيك 100 يوم بعد']],
    ['purchase.travel.lowCostNote', 'days', ['على يوم واحد ضمن', 'على يومين ضمن', 'على 3 أيام ضمن', 'على 11 يوماً ضمن', 'على 100 يوم ضمن']],
    ['claimReport.sent.next.documents', 'days', ['خلال يوم عمل واحد.', 'خلال يومَي عمل.', 'خلال 3 أيام عمل.', 'خلال 11 يوم عمل.', 'خلال 100 يوم عمل.']],
    ['claimsDesk.actions.settle.chequeNote', 'days', ['بعد يوم واحد (', 'بعد يومين (', 'بعد 3 أيام (', 'بعد 11 يوماً (', 'بعد 100 يوم (']],
    ['purchase.travel.daysHint', 'max', ['إلى يوم واحد.', 'إلى يومين.', 'إلى 3 أيام.', 'إلى 11 يوماً.', 'إلى 100 يوم.']],
  ] as const)('%s agrees with its number', (key, arg, expected) => {
    expect([1, 2, 3, 11, 100].map((n) => t(key as never, { [arg]: n } as never) as string).map((s, i) => s.includes(expected[i]!) || s)).toEqual([true, true, true, true, true]);
  });

  it('agrees minutes and characters where another number sits beside them', () => {
    const minutes = (n: number) => t('profile.contact.sentMobile', { value: '+962 79 000 0001', minutes: n, ltr: (c: string) => c } as never) as string;
    expect(minutes(5)).toContain('صالح لمدة 5 دقائق');
    expect(minutes(15)).toContain('صالح لمدة 15 دقيقة');
    expect(minutes(2)).toContain('صالح لمدة دقيقتين');
    expect(t('lababak.notes.count', { used: 3, max: 500 })).toBe('3 من 500 حرف');
    expect(t('lababak.notes.count', { used: 3, max: 50 })).toBe('3 من 50 حرفاً');
    expect(t('contact.countLabel', { count: 3, max: 2000 })).toMatch(/^استُخدم 3 من 2,?000 حرف$/);
    expect(t('contact.nearLimit', { left: 100, max: 2000 })).toBe('بقي 100 حرف');
    expect(t('contact.nearLimit', { left: 11, max: 2000 })).toBe('بقي 11 حرفاً');
    expect(t('contact.nearLimit', { left: 0, max: 2000 })).toMatch(/^وصلت إلى الحد الأقصى وهو 2,?000 حرف$/);
  });
});
