import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appointmentChangeForm, appointmentRequest, appointmentSearch, cancelNote, staffSearch } from './appointment';
import { firstMessages } from './issues';
import { medicalMainSchema, medicalMembersSchema } from './medical';
import { carDetailsSchema, licenceStepSchema, motorFormSchema, registrationStepSchema } from './motor';

/** What the server answers (and the form shows) for a body: the first message key per field. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.success ? {} : firstMessages(result.error!.issues));

const dictionary = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), `messages/${lang}.json`), 'utf8'));
const hasKey = (lang: string, key: string) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary(lang)) === 'string';

describe('the request and Lababak forms say what to do with each empty field, in both languages', () => {
  const cases = {
    'medical main': messages(medicalMainSchema.safeParse({ full_name: '', national_number: '', phone: '', notes: '' })),
    'medical member': messages(medicalMembersSchema.safeParse({ members: [{ full_name: '', national_number: '', birth_place: '', weight_kg: '', height_cm: '' }] })),
    'car': messages(carDetailsSchema.safeParse({ make: '', model: '', production_year: '', valuation: '' })),
    'licence': messages(licenceStepSchema.safeParse({ licence_front: null, licence_back: null })),
    'registration': messages(registrationStepSchema.safeParse({ registration_1: null, registration_2: null })),
    'cancel': messages(cancelNote.safeParse({ notes: '  ' })),
    'change': messages(appointmentChangeForm.safeParse({ date: '', note: '', name: '', phone: '', place: 'change' })),
    'contract search': messages(staffSearch.safeParse({ by: 'plate', q: '' })),
    'appointment search': messages(appointmentSearch.safeParse({ by: 'plate', q: '' })),
  };

  it.each(Object.entries(cases))('%s: a key of its own per field, never the bare "required"', (_, fields) => {
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    for (const [field, key] of Object.entries(fields)) {
      expect([field, key]).not.toEqual([field, 'validation.required']);
      expect([field, key]).not.toEqual([field, 'validation.invalid']);
      expect([field, hasKey('en', key), hasKey('ar', key)]).toEqual([field, true, true]);
    }
  });

  it('names the field: the member\'s national number, the licence\'s front, the period, the place', () => {
    expect(cases['medical member']).toMatchObject({
      'members.0.full_name': 'medical.validation.memberName', 'members.0.national_number': 'medical.validation.memberNationalNumber',
      'members.0.relationship': 'medical.validation.relationship', 'members.0.weight_kg': 'medical.validation.weight',
    });
    expect(cases.licence).toEqual({ licence_front: 'motor.validation.licenceFront', licence_back: 'motor.validation.licenceBack' });
    expect(cases.change).toMatchObject({ time_period: 'lababak.validation.period', can_move: 'lababak.validation.canMove', location: 'lababak.validation.location' });
  });
});

describe('amounts and counts are read as typed, never changed', () => {
  const car = { make: 'hyundai', model: 'tucson', engine_type: 'petrol' };
  it('reads separators and Arabic-Indic digits in the car\'s year and value', () => {
    expect(carDetailsSchema.parse({ ...car, production_year: '٢٠٢٢', valuation: '18,000' })).toMatchObject({ production_year: 2022, valuation: 18000 });
  });
  it('refuses fils in whole dinars with the range, rather than reading 20000.5 as 200005', () => {
    expect(messages(carDetailsSchema.safeParse({ ...car, production_year: '2020', valuation: '20000.5' }))).toEqual({ valuation: 'motor.validation.valuation' });
  });
  it('takes a member\'s weight and height typed (the form) or as numbers (the API)', () => {
    const member = { full_name: 'زيد عبد الله خالد الحداد', national_number: '٩٩٩١٢٣٤٥٦٧', relationship: 'child', gender: 'male', birth_place: 'عمّان', marital_status: 'single' };
    expect(medicalMembersSchema.parse({ members: [{ ...member, weight_kg: '٧٠', height_cm: 170 }] }).members[0]).toMatchObject({ weight_kg: 70, height_cm: 170, national_number: '9991234567' });
  });
});

it('the server takes the same schemas: a car request names the missing image, a booking the missing answers', () => {
  expect(messages(motorFormSchema.safeParse({ car: {}, contact: { name: 'Omar Khaled Saleh Haddad', phone: '0790000001' }, registration: [] })))
    .toMatchObject({ licence_front: 'motor.validation.licenceFront', registration: 'motor.validation.registration' });
  expect(messages(appointmentRequest.safeParse({ policy_id: 1, date: '', note: '', name: '', phone: '0790000001' })))
    .toMatchObject({ date: 'lababak.validation.day', time_period: 'lababak.validation.period', towing: 'lababak.validation.towing', location: 'lababak.validation.location', name: 'lababak.validation.name' });
});

it('the requests refuse hidden formatting in what staff read (a note, a birth place), on its field', () => {
  const main = { full_name: 'زيد عبد الله خالد الحداد', national_number: '9991234567', phone: '0791234567', cover: 'family' };
  expect(messages(medicalMainSchema.safeParse({ ...main, notes: 'Call after\u202e five' }))).toEqual({ notes: 'validation.hiddenCharacters' });
  const member = { full_name: 'زيد عبد الله خالد الحداد', national_number: '9991234567', relationship: 'child', gender: 'male', weight_kg: 70, height_cm: 170, marital_status: 'single' };
  expect(messages(medicalMembersSchema.safeParse({ members: [{ ...member, birth_place: 'عمّان\u200f' }] }))).toEqual({ 'members.0.birth_place': 'validation.hiddenCharacters' });
});
