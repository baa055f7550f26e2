import { addDays, ammanDay } from '@/lib/calendar/days';
import type { ClaimDetails } from '@/lib/validation/claim';
import { detailsSchema, filesSchema, outsideCover, whatSchema, type HeldFile } from './flow';
import { formField, photoSlots, reportBody, stepOfField } from './report-body';

const today = ammanDay(new Date());
const file = (n: number): HeldFile => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `f${n}.jpg`, type: 'image/jpeg', size: 1000 });
const place = { lat: 31.95, lng: 35.91, address: 'Mecca Street, Amman' };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const trip: ClaimDetails = {
  line: 'travel', traveller: 0, traveller_name: '', country: 'TR', provider: '', amount: 120, currency: 'TRY', assistance_called: false, assistance_reference: '',
};
const motor: ClaimDetails = {
  line: 'motor', has_police_report: false, police_report_number: '', other_party: false, other_kind: 'car', other_plate: '', other_property: '',
  other_insurer: '', other_driver_name: '', other_driver_phone: '', injuries: false, drivable: true, driver: 'insured', driver_name: '', driver_licence: '',
};

describe('what happened (first step)', () => {
  const base = { policy_id: 7, line: 'motor', event: 'collision', occurred_on: today, occurred_time: '', location: place };

  it('takes a car collision of today at a place, the hour optional', () => {
    expect(whatSchema.safeParse(base).success).toBe(true);
    expect(whatSchema.safeParse({ ...base, occurred_time: '14:30' }).success).toBe(true);
  });

  it('asks for the contract, the event and the day, each with its message', () => {
    expect(issues(whatSchema.safeParse({ line: 'motor', location: place }))).toMatchObject({
      policy_id: 'claimReport.validation.policy', event: 'claims.validation.event', occurred_on: 'claims.validation.day',
    });
  });

  it('needs a car’s place; other lines go without one', () => {
    expect(issues(whatSchema.safeParse({ ...base, location: null }))).toEqual({ location: 'claims.validation.location' });
    expect(whatSchema.safeParse({ ...base, line: 'travel', event: 'baggage', location: null }).success).toBe(true);
  });

  it('refuses a place outside Jordan on the place, for a car and for a home, as the server does', () => {
    expect(issues(whatSchema.safeParse({ ...base, location: { ...place, lat: 0, lng: 0 } }))).toEqual({ location: 'validation.placeInJordan' });
    expect(issues(whatSchema.safeParse({ ...base, line: 'home', event: 'water', location: { ...place, lat: 33.51, lng: 36.29 } })))
      .toEqual({ location: 'validation.placeInJordan' });
  });

  it('refuses an event of another line', () => {
    expect(issues(whatSchema.safeParse({ ...base, event: 'baggage' }))).toEqual({ event: 'claims.validation.event' });
    expect(issues(whatSchema.safeParse({ ...base, line: 'home', event: 'collision' }))).toEqual({ event: 'claims.validation.event' });
  });

  it("refuses an event the contract's covers do not pay, as the server does: theft on third party, a cancelled trip on Sky", () => {
    expect(issues(whatSchema.safeParse({ ...base, segment_code: 'MC-TPL', event: 'theft' }))).toEqual({ event: 'claims.validation.event' });
    expect(whatSchema.safeParse({ ...base, segment_code: 'MC-TPL', event: 'third_party_damage' }).success).toBe(true);
    const sky = { ...base, line: 'travel', location: null, segment_code: 'TR-SKY-KSA' };
    expect(issues(whatSchema.safeParse({ ...sky, event: 'cancellation' }))).toEqual({ event: 'claims.validation.event' });
    expect(whatSchema.safeParse({ ...sky, event: 'flight_delay' }).success).toBe(true);
    expect(whatSchema.safeParse({ ...sky, segment_code: 'TR-SKY-PLUS-TUR-EGY', event: 'cancellation' }).success).toBe(true);
  });

  it('refuses a day after today, before the notice window, or not a day; and a time not as hours and minutes', () => {
    expect(issues(whatSchema.safeParse({ ...base, occurred_on: addDays(today, 1) }))).toEqual({ occurred_on: 'claims.validation.day' });
    expect(issues(whatSchema.safeParse({ ...base, occurred_on: addDays(today, -400) }))).toEqual({ occurred_on: 'claimReport.validation.dayTooOld' });
    expect(issues(whatSchema.safeParse({ ...base, occurred_on: '2026-02-30' }))).toEqual({ occurred_on: 'claims.validation.day' });
    expect(issues(whatSchema.safeParse({ ...base, occurred_time: '25:00' }))).toEqual({ occurred_time: 'claims.validation.time' });
  });
});

describe('the day against the contract (first step)', () => {
  const trip = { effective_date: '2026-11-14', expiry: '2026-11-20' };
  it('takes the first and the last day covered, and refuses the day before and the day after', () => {
    expect(outsideCover('2026-11-14', trip)).toBe(false);
    expect(outsideCover('2026-11-20', trip)).toBe(false);
    expect(outsideCover('2026-11-13', trip)).toBe(true);
    expect(outsideCover('2026-11-21', trip)).toBe(true);
  });
  it('leaves an empty day to the day\'s own message, and reads dates the API gives with a time', () => {
    expect(outsideCover('', trip)).toBe(false);
    expect(outsideCover('2026-11-21', { effective_date: '2026-11-14T00:00:00', expiry: '2026-11-20T00:00:00' })).toBe(true);
  });
});

describe('the line’s questions (second step)', () => {
  const description = 'A car hit my rear bumper at the lights.';

  it('damage to someone else asks for the police number with the other questions, before they are answered', () => {
    const result = detailsSchema.safeParse({ line: 'motor', event: 'third_party_damage', details: { line: 'motor' }, description: '' });
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues).toContainEqual(['details.police_report_number', 'claims.validation.policeReportNumber']);
  });

  it('a car: answered questions and a description pass, the other party’s plate and phone normalised', () => {
    const parsed = detailsSchema.parse({
      line: 'motor', description,
      details: { ...motor, other_party: true, other_plate: '١٧ ٤٥٦٧', other_driver_name: 'Ali Hasan', other_driver_phone: '079 123 4567' },
    });
    expect(parsed.details).toMatchObject({ other_plate: '17-4567', other_driver_phone: '+962791234567' });
  });

  it('a car: each unanswered question says what to answer', () => {
    expect(issues(detailsSchema.safeParse({ line: 'motor', description, details: { line: 'motor' } }))).toMatchObject({
      'details.has_police_report': 'claims.validation.policeReport', 'details.other_party': 'claims.validation.otherParty',
      'details.injuries': 'claims.validation.injuries', 'details.driver': 'claims.validation.driver',
    });
    // Whether the car can be driven depends on the event (third party does not ask it): checked with it.
    expect(issues(detailsSchema.safeParse({ line: 'motor', event: 'collision', description, details: { ...motor, drivable: null } }))).toEqual({
      'details.drivable': 'claims.validation.drivable',
    });
  });

  it('damage caused to someone else: the other party and the police report, and not whether the car can be driven', () => {
    const thirdParty = { line: 'motor', event: 'third_party_damage', description, details: { ...motor, drivable: null, other_party: true, has_police_report: true } };
    expect(issues(detailsSchema.safeParse(thirdParty))).toEqual({
      'details.police_report_number': 'claims.validation.policeReportNumber', 'details.other_plate': 'claims.validation.otherPlate',
      'details.other_driver_name': 'claims.validation.otherDriverName', 'details.other_driver_phone': 'claims.validation.otherDriverPhone',
    });
    expect(detailsSchema.safeParse({
      ...thirdParty, details: { ...thirdParty.details, police_report_number: 'AMN-7', other_kind: 'property', other_property: 'A garden wall', other_driver_name: 'Ali Hasan', other_driver_phone: '0791234567' },
    }).success).toBe(true);
  });

  it('a car: an injury stops the report (it is reported by phone)', () => {
    expect(issues(detailsSchema.safeParse({ line: 'motor', description, details: { ...motor, injuries: true } }))).toEqual({
      'details.injuries': 'claims.validation.injuriesByPhone',
    });
  });

  it('a car: the police report’s number, the other party and another driver are asked when they apply', () => {
    expect(issues(detailsSchema.safeParse({
      line: 'motor', description, details: { ...motor, has_police_report: true, other_party: true, driver: 'other' },
    }))).toEqual({
      'details.police_report_number': 'claims.validation.policeReportNumber', 'details.other_plate': 'claims.validation.otherPlate',
      'details.other_driver_name': 'claims.validation.otherDriverName', 'details.other_driver_phone': 'claims.validation.otherDriverPhone',
      'details.driver_name': 'claims.validation.driverName', 'details.driver_licence': 'claims.validation.driverLicence',
    });
  });

  it('travel and home have their own fields; a short description says how long it must be', () => {
    expect(detailsSchema.safeParse({ line: 'travel', description, details: { line: 'travel', traveller: 0, country: 'TR', amount: '120', currency: 'TRY', assistance_called: false } }).success).toBe(true);
    expect(issues(detailsSchema.safeParse({ line: 'travel', description: 'Lost', details: { line: 'travel', country: '' } }))).toMatchObject({
      'details.country': 'claims.validation.country', description: 'claims.validation.description',
    });
    expect(issues(detailsSchema.safeParse({ line: 'home', description, details: { line: 'home', damaged: 'Ceiling', has_police_report: true } }))).toEqual({
      'details.police_report_number': 'claims.validation.policeReportNumber',
    });
  });

  it('answers of another line than the contract’s are not taken', () => {
    expect(detailsSchema.safeParse({ line: 'travel', description, details: motor }).success).toBe(false);
  });
});

describe('photos and documents (third step)', () => {
  const collision = { line: 'motor' as const, event: 'collision' as const, details: motor };
  const allPhotos = { front_left: file(1), front_right: file(2), rear_left: file(3), rear_right: file(4), damage: file(5) };
  const documents = { driving_licence: [file(6)], vehicle_licence: [null, file(7)] };

  it('a collision asks for the four corners and the damage, and the licences', () => {
    expect(photoSlots(collision)).toEqual(['front_left', 'front_right', 'rear_left', 'rear_right', 'damage']);
    expect(filesSchema.safeParse({ ...collision, photos: allPhotos, documents }).success).toBe(true);
    expect(issues(filesSchema.safeParse({ ...collision, photos: { ...allPhotos, damage: null }, documents: {} }))).toEqual({
      'photos.damage': 'claims.validation.photo.damage', 'documents.driving_licence': 'claims.validation.document', 'documents.vehicle_licence': 'claims.validation.document',
    });
  });

  it('an upload place not filled yet is no error of its own (only a required document or photo missing is)', () => {
    expect(filesSchema.safeParse({ ...collision, photos: { ...allPhotos, other_plate: undefined }, documents: { driving_licence: [undefined, file(6)], vehicle_licence: [file(7)], repair_estimate: [undefined] } }).success).toBe(true);
    expect(issues(filesSchema.safeParse({ ...collision, photos: { ...allPhotos, damage: undefined }, documents: { ...documents, repair_estimate: [undefined] } }))).toEqual({
      'photos.damage': 'claims.validation.photo.damage',
    });
  });

  it('another party adds the other car’s plate; a police report adds its copy', () => {
    const answers = {
      ...motor, other_party: true, other_plate: '17-4567', other_driver_name: 'Ali Hasan', other_driver_phone: '0791234567',
      has_police_report: true, police_report_number: 'A-1',
    };
    expect(photoSlots({ ...collision, details: answers })).toContain('other_plate');
    expect(issues(filesSchema.safeParse({ ...collision, details: answers, photos: allPhotos, documents }))).toEqual({
      'photos.other_plate': 'claims.validation.photo.other_plate', 'documents.police_report': 'claims.validation.document',
    });
  });

  it('travel has no photos and its own documents; at most five files for one document', () => {
    const travel = { line: 'travel' as const, event: 'baggage' as const, details: trip };
    expect(photoSlots(travel)).toEqual([]);
    expect(issues(filesSchema.safeParse({ ...travel, photos: {}, documents: { baggage_report: [file(1)], boarding_pass: [1, 2, 3, 4, 5, 6].map(file) } }))).toEqual({
      'documents.items_list': 'claims.validation.document', 'documents.passport_copy': 'claims.validation.document',
      'documents.boarding_pass': 'claims.validation.tooManyFiles',
    });
  });

  it('a trip is proved by a boarding pass or by the passport\'s entry and exit stamps (a trip by land has no boarding pass)', () => {
    const travel = { line: 'travel' as const, event: 'flight_delay' as const, details: trip };
    const asked = { delay_certificate: [file(1)], passport_copy: [file(2)] };
    expect(issues(filesSchema.safeParse({ ...travel, photos: {}, documents: asked }))).toEqual({ 'documents.boarding_pass': 'claims.validation.travelProof' });
    expect(filesSchema.safeParse({ ...travel, photos: {}, documents: { ...asked, passport_stamps: [file(3)] } }).success).toBe(true);
    expect(filesSchema.safeParse({ ...travel, photos: {}, documents: { ...asked, boarding_pass: [file(3)] } }).success).toBe(true);
  });
});

describe('the report sent', () => {
  const data = {
    report_key: '11111111-1111-4111-8111-111111111111', policy_id: 7, line: 'motor' as const, segment_code: 'MC-COMP', event: 'collision' as const,
    occurred_on: today, occurred_time: '', location: { ...place, approved: true, area: { en: 'Amman', ar: 'عمّان' }, source: 'typed' as const },
    details: motor, description: 'A car hit my rear bumper at the lights.',
    photos: { front_left: file(1), damage: file(5), other_plate: file(9) }, documents: { driving_licence: [file(6), null], repair_estimate: [file(7)], items_list: [file(8)] },
  };

  it('names each file by its upload id, the place without the picker’s extras, and drops what the answers no longer ask', () => {
    expect(reportBody(data)).toEqual({
      report_key: data.report_key, policy_id: 7, event: 'collision', occurred_on: today, occurred_time: '', location: place,
      description: data.description, details: motor, confirm_duplicate: false,
      photos: [{ slot: 'front_left', upload_id: file(1).id }, { slot: 'damage', upload_id: file(5).id }],
      documents: [{ key: 'driving_licence', upload_id: file(6).id }, { key: 'repair_estimate', upload_id: file(7).id }],
    });
    expect(reportBody(data, true).confirm_duplicate).toBe(true);
  });

  it('puts a server message on the form field and step that hold it', () => {
    const body = reportBody(data);
    expect(formField('photos.1', body)).toBe('photos.damage');
    expect(formField('documents.1.upload_id', body)).toBe('documents.repair_estimate');
    expect(formField('details.other_plate', body)).toBe('details.other_plate');
    expect(formField('photos.9', body)).toBe('photos.9');
    // The backend's names: a document's second file is the form's second place holding one.
    const held = { invoices: [file(1), null, file(2)] };
    expect(formField('documents.invoices', body, held)).toBe('documents.invoices');
    expect(formField('documents.invoices.1', body, held)).toBe('documents.invoices.2');
    expect(formField('documents.invoices.7', body, held)).toBe('documents.invoices');
    expect(['occurred_on', 'location', 'details.other_plate', 'description', 'photos.damage', 'documents.repair_estimate', 'report_key'].map(stepOfField))
      .toEqual(['what', 'what', 'details', 'details', 'files', 'files', null]);
  });
});
