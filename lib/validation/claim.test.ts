import {
  claimObjection, claimReport, deskApproval, deskAssessment, deskDocumentRequest, deskRefusal, deskSettlement, motorDetails, requiredDocuments, requiredPhotos,
} from './claim';

const ID = '3f1c2a4e-8a4b-4c1d-9e2f-1a2b3c4d5e6f';
const place = { lat: 31.95, lng: 35.91, address: 'Mecca Street, Amman' };
const car = {
  line: 'motor' as const, has_police_report: true, police_report_number: '1234/2026', other_party: true, other_plate: '١٧ ٤٥٦٧',
  other_insurer: 'Another insurer', other_driver_name: 'Ali Hasan', other_driver_phone: '٠٧٩١٢٣٤٥٦٧', injuries: false, drivable: true, driver: 'insured' as const,
};
const collision = {
  report_key: ID, policy_id: 7, event: 'collision', occurred_on: '2026-11-30', occurred_time: '18:45', location: place,
  description: 'Hit from behind at the traffic light', details: car,
  photos: ['front_left', 'front_right', 'rear_left', 'rear_right', 'damage', 'other_plate'].map((slot) => ({ slot, upload_id: ID })),
  documents: ['driving_licence', 'vehicle_licence', 'police_report'].map((key) => ({ key, upload_id: ID })),
};
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('a claim report', () => {
  it('takes a car collision with its photos and documents, the other car as typed, its driver\'s phone in E.164', () => {
    const report = claimReport.parse(collision);
    expect(report.details).toMatchObject({ other_plate: '17-4567', other_driver_phone: '+962791234567' });
  });
  it('writes the police report number with Latin digits, as it writes plates and phones', () => {
    const report = claimReport.parse({ ...collision, details: { ...car, police_report_number: '٤٥٦/٢٠٢٦' } });
    expect(report.details).toMatchObject({ police_report_number: '456/2026' });
  });
  it('names each missing photo and document by its slot', () => {
    expect(issues(claimReport.safeParse({ ...collision, photos: [], documents: [] }))).toEqual([
      ...['front_left', 'front_right', 'rear_left', 'rear_right', 'damage', 'other_plate'].map((slot) => [`photos.${slot}`, `claims.validation.photo.${slot}`]),
      ...['driving_licence', 'vehicle_licence', 'police_report'].map((key) => [`documents.${key}`, 'claims.validation.document']),
    ]);
  });
  it('asks the other party, the police number and the driver only when they apply', () => {
    expect(requiredPhotos('collision', motorDetails.parse({ ...car, other_party: false }))).not.toContain('other_plate');
    expect(requiredDocuments('motor', 'collision', motorDetails.parse({ ...car, has_police_report: false, police_report_number: '' }))).not.toContain('police_report');
    expect(issues(motorDetails.safeParse({ ...car, police_report_number: '', other_plate: 'abc', driver: 'other' }))).toEqual([
      ['police_report_number', 'claims.validation.policeReportNumber'],
      ['other_plate', 'claims.validation.otherPlate'],
      ['driver_name', 'claims.validation.driverName'],
      ['driver_licence', 'claims.validation.driverLicence'],
    ]);
  });
  it('asks damage caused to someone else for the other party and the police report, and no own-car photos', () => {
    const thirdParty = { ...collision, event: 'third_party_damage', details: { ...car, drivable: undefined }, photos: ['damage', 'other_plate'].map((slot) => ({ slot, upload_id: ID })) };
    expect(claimReport.safeParse(thirdParty).success).toBe(true);
    expect(issues(claimReport.safeParse({ ...thirdParty, details: { ...car, has_police_report: false, police_report_number: '', other_party: false } }))).toEqual([
      ['details.other_party', 'claims.validation.otherPartyRequired'], ['details.police_report_number', 'claims.validation.thirdPartyPolice'],
    ]);
    const property = motorDetails.parse({ ...car, other_kind: 'property', other_property: 'The shop front', other_plate: '' });
    expect(property).toMatchObject({ other_plate: '', other_property: 'The shop front' });
    expect(requiredPhotos('third_party_damage', property)).toEqual(['damage']);
    expect(issues(motorDetails.safeParse({ ...car, other_kind: 'property', other_property: '' }))).toEqual([['other_property', 'claims.validation.otherProperty']]);
  });
  it("asks a claim on the customer's own car whether it can be driven", () => {
    expect(issues(claimReport.safeParse({ ...collision, details: { ...car, drivable: undefined } }))).toEqual([['details.drivable', 'claims.validation.drivable']]);
  });
  it('refuses injuries online: they are reported by phone', () => {
    expect(issues(motorDetails.safeParse({ ...car, injuries: true }))).toEqual([['injuries', 'claims.validation.injuriesByPhone']]);
  });
  it("refuses an event of another line, and a car's report without a place", () => {
    expect(issues(claimReport.safeParse({ ...collision, event: 'baggage' }))).toContainEqual(['event', 'claims.validation.event']);
    expect(issues(claimReport.safeParse({ ...collision, location: null }))).toContainEqual(['location', 'claims.validation.location']);
  });
  it("takes a travel claim with its line's documents: the passport copy, and a boarding pass or the passport's stamps", () => {
    const baggage = {
      report_key: ID, policy_id: 9, event: 'baggage', occurred_on: '2026-11-28', description: 'The suitcase did not arrive in Istanbul',
      details: { line: 'travel', traveller: 0, country: 'TR', provider: 'The airline', amount: '250.50', currency: 'EUR', assistance_called: false },
      documents: ['baggage_report', 'items_list', 'passport_copy', 'boarding_pass'].map((key) => ({ key, upload_id: ID })),
    };
    expect(claimReport.safeParse(baggage).success).toBe(true);
    const byLand = { ...baggage, documents: ['baggage_report', 'items_list', 'passport_copy', 'passport_stamps'].map((key) => ({ key, upload_id: ID })) };
    expect(claimReport.safeParse(byLand).success).toBe(true);
    expect(issues(claimReport.safeParse({ ...baggage, documents: [] }))).toEqual([
      ['documents.baggage_report', 'claims.validation.document'], ['documents.items_list', 'claims.validation.document'],
      ['documents.passport_copy', 'claims.validation.document'], ['documents.boarding_pass', 'claims.validation.travelProof'],
    ]);
  });
  it('takes a place in Jordan and refuses one outside it, on the place, saying what to do', () => {
    expect(claimReport.safeParse(collision).success).toBe(true);
    expect(claimReport.safeParse({ ...collision, location: { lat: 29.53, lng: 35.0, address: 'Aqaba port road' } }).success).toBe(true);
    for (const [lat, lng] of [[0, 0], [33.51, 36.29], [35.0, 29.53]]) {
      expect(issues(claimReport.safeParse({ ...collision, location: { ...place, lat, lng } }))).toEqual([['location', 'validation.placeInJordan']]);
    }
  });
  it("refuses a home claim's place outside Jordan too (a home claim may leave it out)", () => {
    const home = {
      report_key: ID, policy_id: 8, event: 'water', occurred_on: '2026-11-28', description: 'A pipe burst in the kitchen',
      details: { line: 'home', damaged: 'Kitchen floor', has_police_report: false },
      documents: ['damage_photos', 'repair_estimate'].map((key) => ({ key, upload_id: ID })),
    };
    expect(claimReport.safeParse(home).success).toBe(true);
    expect(issues(claimReport.safeParse({ ...home, location: { lat: 0, lng: 0, address: 'Khalda, Amman' } }))).toEqual([['location', 'validation.placeInJordan']]);
  });
  it('refuses hidden formatting in every typed answer, on its field', () => {
    const rlo = '\u202e';
    expect(issues(claimReport.safeParse({ ...collision, details: { ...car, other_insurer: `Another${rlo} insurer` } })))
      .toEqual([['details.other_insurer', 'validation.hiddenCharacters']]);
    expect(issues(claimReport.safeParse({ ...collision, details: { ...car, police_report_number: `1234${rlo}/2026` } })))
      .toEqual([['details.police_report_number', 'validation.hiddenCharacters']]);
    expect(issues(claimReport.safeParse({ ...collision, description: `Hit from behind${rlo} at the light` })))
      .toEqual([['description', 'validation.hiddenCharacters']]);
    expect(issues(claimReport.safeParse({ ...collision, location: { ...place, address: `Mecca${rlo} Street` } })))
      .toEqual([['location.address', 'validation.hiddenCharacters']]);
    expect(issues(claimObjection.safeParse({ note: `The garage asked for more${rlo} than this`, decision_version: 1 }))).toEqual([['note', 'validation.hiddenCharacters']]);
  });
  it('refuses control characters and a description too short to read', () => {
    expect(issues(claimReport.safeParse({ ...collision, description: 'bad' }))).toContainEqual(['description', 'claims.validation.description']);
    expect(claimReport.safeParse({ ...collision, description: 'Hit from behind\u0000 at a light' }).success).toBe(false);
  });
});

describe("the desk's steps", () => {
  it('reads amounts as typed and keeps them in fils', () => {
    expect(deskApproval.parse({ version: 3, gross: '1,250.500', excess: '١٠٠', deductions: [{ reason: 'Worn tyre', amount: 50 }] }))
      .toMatchObject({ gross: 1_250_500, excess: 100_000, deductions: [{ amount: 50_000 }] });
  });
  it('refuses an approval that pays nothing, and more than fils', () => {
    expect(issues(deskApproval.safeParse({ version: 3, gross: 100, excess: 100 }))).toEqual([['gross', 'claims.validation.netAmount']]);
    expect(issues(deskApproval.safeParse({ version: 3, gross: '10.1234', excess: 0 }))).toEqual([['gross', 'claims.validation.amount']]);
  });
  it('refuses hidden formatting in a reason or a note the customer reads', () => {
    const rlo = '\u202e';
    expect(issues(deskRefusal.safeParse({ version: 1, reason: `The policy does not cover${rlo} this event` }))).toEqual([['reason', 'validation.hiddenCharacters']]);
    expect(issues(deskApproval.safeParse({ version: 1, gross: 500, excess: 50, deductions: [{ reason: `Worn${rlo} tyre`, amount: 20 }] })))
      .toEqual([['deductions.0.reason', 'validation.hiddenCharacters']]);
    expect(issues(deskDocumentRequest.safeParse({ version: 1, documents: [{ key: 'other', note: `The garage${rlo} invoice` }] })))
      .toEqual([['documents.0.note', 'validation.hiddenCharacters']]);
    expect(issues(deskAssessment.safeParse({ version: 1, assessor: 'Omar Haddad', assessed: 300, note: `Rear bumper${rlo}` })))
      .toEqual([['note', 'validation.hiddenCharacters']]);
  });
  it("asks for another document only with a note, and a transfer only with the bank's reference", () => {
    expect(issues(deskDocumentRequest.safeParse({ version: 1, documents: [{ key: 'other', note: '' }] }))).toEqual([['documents.0.note', 'claims.validation.otherNote']]);
    expect(issues(deskSettlement.safeParse({ version: 1, method: 'transfer' }))).toEqual([['transfer_reference', 'claims.validation.transferReference']]);
    expect(deskSettlement.safeParse({ version: 1, method: 'cheque' }).success).toBe(true);
  });
});
