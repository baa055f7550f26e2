/** @jest-environment node */
import { addDays } from '@/lib/calendar/days';
import { claimsKit } from '../test-claims';
import type { Db } from '../db/client';
import { databaseForFile } from '../test-db';

let db: Db;
const kit = claimsKit(() => db, new Date('2026-11-19T10:00:00+03:00'));
const { today } = kit;

databaseForFile('claims-covers-test', (opened) => ({ db } = opened));

const place = { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' };

/** Damage the customer caused to someone else's car, on a car contract: the other party and the police report. */
async function thirdPartyReport(token: string, policyId: number, over: Record<string, unknown> = {}) {
  return {
    report_key: crypto.randomUUID(), policy_id: policyId, event: 'third_party_damage', occurred_on: addDays(today, -1), location: place,
    description: 'I reversed into a parked car at the mall and broke its headlight.',
    details: {
      line: 'motor', injuries: false, has_police_report: true, police_report_number: 'AMN-4410', other_party: true, other_kind: 'car',
      other_plate: '17-4567', other_driver_name: 'Khaled Yousef', other_driver_phone: '0795551234', driver: 'insured',
    },
    photos: [{ slot: 'damage', upload_id: await kit.upload(token) }, { slot: 'other_plate', upload_id: await kit.upload(token) }],
    documents: await withDocuments(token, ['driving_licence', 'vehicle_licence', 'police_report']),
    ...over,
  };
}

async function withDocuments(token: string, keys: string[]) {
  return Promise.all(keys.map(async (key) => ({ key, upload_id: await kit.upload(token, `${key}.png`) })));
}

describe('a claim offers exactly the events the contract\'s covers pay', () => {
  it('refuses theft on a third-party car contract with 422, naming the cover it lacks, in the request\'s language', async () => {
    const owner = await kit.customer();
    const tpl = await kit.contract(owner.user.id, { line: 'motor', segmentCode: 'MC-TPL', plateNumber: `61-${owner.user.id}`, vehicleType: 'Kia', vehicleModel: 'Rio', productionYear: 2020 });
    const theft = await kit.glassReport(owner.token, tpl.id, { event: 'theft', photos: [], documents: await withDocuments(owner.token, ['vehicle_licence', 'police_report']), details: { line: 'motor', has_police_report: true, police_report_number: 'AMN-1', other_party: false, injuries: false, drivable: true, driver: 'insured' } });
    const en = await kit.report(owner.token, theft);
    expect([en.status, en.body.code]).toEqual([422, 'claim_event_not_covered']);
    expect(en.body.message).toBe('This contract does not include Theft, so it does not pay for this event. Choose what happened again, or report it on another contract.');
    expect(en.body.fields).toEqual({ event: 'errors.claim_event_not_covered' });
    const ar = await kit.report(owner.token, { ...theft, report_key: crypto.randomUUID() }, 'ar');
    expect([ar.status, ar.body.message]).toEqual([422, 'لا يشمل هذا العقد تغطية «السرقة»، لذلك لا يدفع عن هذا الحادث. اختر ما حدث مرة أخرى، أو أبلغ على عقد آخر.']);
    const glass = await kit.report(owner.token, await kit.glassReport(owner.token, tpl.id));
    expect([glass.status, glass.body.code]).toEqual([422, 'claim_event_not_covered']);
  });

  it('takes damage caused to someone else on a third-party contract, with the other party and the police report', async () => {
    const owner = await kit.customer();
    const tpl = await kit.contract(owner.user.id, { line: 'motor', segmentCode: 'MC-TPL', plateNumber: `62-${owner.user.id}`, vehicleType: 'Kia', vehicleModel: 'Rio', productionYear: 2020 });
    const body = await thirdPartyReport(owner.token, tpl.id);
    const res = await kit.report(owner.token, body);
    expect(res.status).toBe(200);
    expect(res.body.claim).toMatchObject({ event: 'third_party_damage', details: { other_plate: '17-4567', other_driver_phone: '+962795551234', drivable: null } });

    const noPolice = await kit.report(owner.token, { ...body, report_key: crypto.randomUUID(), details: { ...body.details, has_police_report: false, police_report_number: '' } });
    expect([noPolice.status, noPolice.body.fields?.['details.police_report_number']]).toEqual([400, 'claims.validation.thirdPartyPolice']);
    const property = await kit.report(owner.token, {
      ...body, report_key: crypto.randomUUID(), photos: [body.photos[0]],
      details: { ...body.details, other_kind: 'property', other_plate: '', other_property: '' },
    });
    expect([property.status, property.body.fields?.['details.other_property']]).toEqual([400, 'claims.validation.otherProperty']);
  });

  it('refuses a cancelled trip on a Sky contract and takes a flight delay on it', async () => {
    const owner = await kit.customer();
    const proof = await withDocuments(owner.token, ['passport_copy', 'passport_stamps']);
    const trip = {
      report_key: crypto.randomUUID(), policy_id: owner.travel.id, occurred_on: addDays(today, -3),
      description: 'The flight from Jeddah left nine hours late.',
      details: { line: 'travel', traveller: 0, country: 'SA', amount: '85', currency: 'SAR', assistance_called: false },
    };
    const cancelled = await kit.report(owner.token, { ...trip, event: 'cancellation', documents: [...proof, ...(await withDocuments(owner.token, ['booking_invoice', 'cancellation_proof']))] });
    expect([cancelled.status, cancelled.body.code]).toEqual([422, 'claim_event_not_covered']);
    expect(cancelled.body.message).toContain('Trip cancellation');
    const delayed = await kit.report(owner.token, { ...trip, report_key: crypto.randomUUID(), event: 'flight_delay', documents: [...proof, ...(await withDocuments(owner.token, ['delay_certificate']))] });
    expect(delayed.status).toBe(200);
  });
});

describe('a travel claim names a traveller and a country of its contract', () => {
  /** A family's trip to Turkey and Egypt: the holder and two travellers as declared. */
  async function familyTrip() {
    const owner = await kit.customer();
    const trip = await kit.contract(owner.user.id, {
      line: 'travel', segmentCode: 'TR-SKY-PLUS-TUR-EGY', insuredSum: 50_000,
      declarations: {
        travellers: [{ name: 'RANA HADDAD', birth_date: '1990-01-03', passport_id: 'N7654321' }, { name: 'SAMI HADDAD', birth_date: '2015-06-01', passport_id: 'N7654322' }],
        trip: { countries: ['TR', 'EG'], worldwide: false, holder_name: 'OMAR KHALED HADDAD' },
      },
    });
    const documents = await withDocuments(owner.token, ['medical_report', 'invoices', 'passport_copy', 'boarding_pass']);
    const body = {
      report_key: crypto.randomUUID(), policy_id: trip.id, event: 'medical', occurred_on: addDays(today, -4),
      description: 'Sami had a high fever in Cairo and was treated at the hospital.',
      details: { line: 'travel', traveller: 2, country: 'EG', provider: 'Cairo Hospital', amount: '2,450.00', currency: 'EGP', assistance_called: true, assistance_reference: 'AS-77120' },
      documents,
    };
    return { owner, body };
  }

  it('keeps the traveller by number with the name the contract gives, the country, the amount and the call', async () => {
    const { owner, body } = await familyTrip();
    const res = await kit.report(owner.token, { ...body, details: { ...body.details, traveller_name: 'Someone Else' } });
    expect(res.status).toBe(200);
    expect(res.body.claim.details).toEqual({
      line: 'travel', traveller: 2, traveller_name: 'SAMI HADDAD', country: 'EG', provider: 'Cairo Hospital', amount: 2450, currency: 'EGP',
      assistance_called: true, assistance_reference: 'AS-77120',
    });
  });

  it('refuses a traveller the contract does not insure with 422 on the traveller', async () => {
    const { owner, body } = await familyTrip();
    const res = await kit.report(owner.token, { ...body, details: { ...body.details, traveller: 3 } });
    expect([res.status, res.body.code, res.body.fields]).toEqual([422, 'claim_traveller_not_insured', { 'details.traveller': 'errors.claim_traveller_not_insured' }]);
  });

  it('refuses a country the contract does not cover with 422, naming its countries in the request\'s language', async () => {
    const { owner, body } = await familyTrip();
    const en = await kit.report(owner.token, { ...body, details: { ...body.details, country: 'US' } });
    expect([en.status, en.body.code, en.body.message]).toEqual([422, 'claim_country_not_covered', 'This contract covers Turkey and Egypt only. Choose the country it happened in from them.']);
    expect(en.body.fields).toEqual({ 'details.country': 'errors.claim_country_not_covered' });
    const ar = await kit.report(owner.token, { ...body, report_key: crypto.randomUUID(), details: { ...body.details, country: 'SA' } }, 'ar');
    expect([ar.status, ar.body.message]).toEqual([422, 'يغطي هذا العقد تركيا ومصر فقط. اختر منها الدولة التي حدث فيها ذلك.']);
  });
});
