import { firstMessages, type Issue } from './issues';
import { guardAboutForm, guardSumForm } from './personal-accident';
import { packageForm, travellersStepForm, tripStepForm } from './travel';

const today = '2026-06-10';
/** The first message of each field, as the server's §8 body (and the form's resolver) gives it. */
const messagesOf = (schema: { safeParse: (v: unknown) => { error?: { issues: Issue[] } } }, value: unknown) => firstMessages(schema.safeParse(value).error?.issues ?? []);

describe('the travel purchase\'s step forms', () => {
  it('trip: the country showing in the select counts; each empty field says what to give', () => {
    expect(tripStepForm(today).parse({ countries: [], pending: 'TR', worldwide: false, start_date: '2026-06-20', days: '١٠' }))
      .toEqual({ countries: ['TR'], worldwide: false, start_date: '2026-06-20', days: 10 });
    expect(messagesOf(tripStepForm(today), { countries: [], pending: '', worldwide: false, start_date: '', days: '' })).toEqual({
      countries: 'purchase.validation.countries', start_date: 'purchase.validation.startDateRequired', days: 'purchase.validation.days',
    });
    expect(messagesOf(tripStepForm(today), { countries: ['TR'], pending: '', worldwide: false, start_date: '2026-06-09', days: '10.5' })).toEqual({
      start_date: 'purchase.validation.startDate', days: 'purchase.validation.days',
    });
  });

  it('travellers: names in Latin letters, birth dates in the past, each message of its own', () => {
    const form = travellersStepForm(today);
    expect(messagesOf(form, { travel_type: undefined, travellers: [{ name: '', birth_date: '', passport_id: '' }] })).toEqual({
      travel_type: 'purchase.validation.travelType', 'travellers.0.name': 'purchase.validation.travellerName',
      'travellers.0.birth_date': 'purchase.validation.travellerBirthDate', 'travellers.0.passport_id': 'validation.passportId',
    });
    expect(messagesOf(form, { travel_type: 'family', travellers: [
      { name: 'Omar Haddad', birth_date: '1988-04-12', passport_id: 'N1234567' },
      { name: 'رنا حداد', birth_date: '2026-07-01', passport_id: 'N7654321' },
    ] })).toEqual({ 'travellers.1.name': 'validation.latinName', 'travellers.1.birth_date': 'purchase.validation.birthDate' });
  });

  it('package and personal accident: a choice never chosen says which', () => {
    expect(messagesOf(packageForm, {})).toEqual({ program: 'purchase.validation.program' });
    expect(messagesOf(guardAboutForm, {})).toEqual({ previous_accidents: 'purchase.validation.accidentAnswer' });
    expect(guardSumForm.parse({ insured_sum: '2,500' })).toEqual({ insured_sum: 2500 });
    expect(messagesOf(guardSumForm, { insured_sum: '' })).toEqual({ insured_sum: 'purchase.validation.insuredSum' });
  });
});
