/** @jest-environment node */
import { acknowledgementMail } from './service/contact-mail';
import type { UserRow } from '../context';
import { countOf } from './counts';
import { daysLeftAr, daysLeftEn } from './days';

/**
 * The backend's counts come from ICU plurals in messages/ and read as the hand-written tables they
 * replaced did, number by number; values passed into a text are never parsed as ICU.
 */
const NUMBERS = [0, 1, 2, 3, 10, 11, 99, 100, 101];

describe('counts in the backend\'s own texts', () => {
  it.each([
    ['minutes', 'en', ['0 minutes', '1 minute', '2 minutes', '3 minutes', '10 minutes', '11 minutes', '99 minutes', '100 minutes', '101 minutes']],
    ['minutes', 'ar', ['0 دقيقة', 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '10 دقائق', '11 دقيقة', '99 دقيقة', '100 دقيقة', '101 دقيقة']],
    ['workingDays', 'en', ['0 working days', '1 working day', '2 working days', '3 working days', '10 working days', '11 working days', '99 working days', '100 working days', '101 working days']],
    ['workingDays', 'ar', ['0 يوم عمل', 'يوم عمل واحد', 'يومَي عمل', '3 أيام عمل', '10 أيام عمل', '11 يوم عمل', '99 يوم عمل', '100 يوم عمل', '101 يوم عمل']],
  ] as const)('%s in %s', (noun, lang, expected) => {
    expect(NUMBERS.map((n) => countOf(noun, n, lang))).toEqual(expected);
  });

  it('says today, tomorrow and the days left in each language', () => {
    expect(NUMBERS.map(daysLeftEn)).toEqual(['today', 'tomorrow', 'in 2 days', 'in 3 days', 'in 10 days', 'in 11 days', 'in 99 days', 'in 100 days', 'in 101 days']);
    expect(NUMBERS.map(daysLeftAr)).toEqual(['اليوم', 'غداً', 'خلال يومين', 'خلال 3 أيام', 'خلال 10 أيام', 'خلال 11 يوماً', 'خلال 99 يوماً', 'خلال 100 يوم', 'خلال 101 يوم']);
  });

  it('passes a name with braces and apostrophes through as written', () => {
    const customer = { nameEn: 'Sean O\'Neil {x}', nameAr: 'سارة {علي}' } as UserRow;
    expect(acknowledgementMail(customer, 'en').body).toMatch(/^Hello Sean O'Neil \{x\},\n\n/);
    expect(acknowledgementMail(customer, 'ar').body).toMatch(/^مرحباً سارة \{علي\}،\n\n/);
  });
});
