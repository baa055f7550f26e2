/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where the 20 parallel confirmations really race.
import { eq, inArray } from 'drizzle-orm';
import { dayFrom } from '@/lib/calendar/days';
import { yearFrom } from '../contracts/issuers/new-contracts';
import { carQuoteBody, comprehensiveAnswers, newPlate, platesTypedAs, thirdPartyAnswers } from './car-test-helpers';
import { startBody } from './test-helpers';
import { TEST_CARDS } from './test-cards';
import type { Db } from '../db/client';
import { payments, policies, rateLimits, uploads } from '../db/schema';
import { pdfLabels } from '../contracts/pdf/labels';
import { fieldRows } from '../contracts/pdf/contract-pdf';
import { policyView } from '../contracts/view';
import { priceThirdParty } from '../pricing/car-third-party';
import { toJod } from '../pricing/money';
import { ltr } from '../contracts/pdf/bidi-text';
import { backendClient } from '../test-client';
import { freshCustomer } from '../test-customer';
import { memoryDb } from '../test-db';

jest.setTimeout(60_000);

let db: Db;
let close: () => Promise<void>;
let token: string;
let email: string;
let userId: number;
const { call } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const customer = await freshCustomer(db);
  [token = ''] = customer.tokens;
  ({ email, id: userId } = customer.user);
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const card = () => ({ card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Sara Yousef' });
const carsOf = () => db.select().from(policies).where(eq(policies.userId, userId));

async function quoteAndStart(answers: Record<string, unknown>, vehicle: Record<string, unknown>) {
  const body = await carQuoteBody(db, email, answers, vehicle);
  const quote = await call('POST', '/car/quotation', { token, body });
  expect(quote.status).toBe(200);
  const started = await call('POST', '/payment/start', { token, body: await startBody(db, quote.body.quotation_id) });
  expect(started.body.status).toBe('pending');
  return { body, quote: quote.body, paymentId: started.body.payment_id as string };
}

async function buy(answers: Record<string, unknown>, vehicle: Record<string, unknown>) {
  const { body, quote, paymentId } = await quoteAndStart(answers, vehicle);
  const paid = await call('POST', `/payment/${paymentId}/card`, { token, body: card() });
  expect(paid.body).toMatchObject({ status: 'paid', line: 'motor' });
  const [row] = await db.select().from(policies).where(eq(policies.id, paid.body.policy.id));
  return { body, quote, row: row! };
}

/** The contract's PDF in both languages through the API, and the rows it prints. */
async function expectPdf(row: typeof policies.$inferSelect) {
  for (const lang of ['en', 'ar']) {
    const pdf = await call('GET', `/user/polices/motor/${row.id}/export`, { token, lang });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  }
  return new Map(fieldRows(policyView(row, new Date(), 'en'), pdfLabels('en'), 'en'));
}

describe('buying car cover online', () => {
  it('issues comprehensive: MC-COMP for a year, the car in English, the valuation insured, the images claimed, the PDF and the dashboard at once', async () => {
    const plate = newPlate();
    const { body, quote, row } = await buy(comprehensiveAnswers({ make: 'hyundai', model: 'tucson', production_year: 2023 }), { make: 'hyundai', model: 'tucson', production_year: 2023, plate_number: plate });
    expect(row).toMatchObject({
      line: 'motor', segmentCode: 'MC-COMP', ...yearFrom(new Date()), plateNumber: plate, vehicleType: 'Hyundai', vehicleModel: 'Tucson',
      productionYear: 2023, engineType: 'hybrid', insuredSum: 15_000, premium: quote.total,
    });
    expect(row.contractNumber).toMatch(/^P-MOT-\d{4}-W\d{6}$/);
    expect(row.termsAcceptance?.document).toBe('motor-comprehensive-terms');
    const images = await db.select().from(uploads).where(inArray(uploads.id, [body.licence_front, body.licence_back, ...body.registration]));
    expect(images.every((u) => u.claimedAt !== null)).toBe(true);
    const rows = await expectPdf(row);
    expect(rows.get('Product')).toBe('Comprehensive');
    expect(rows.get('Insured sum')).toMatch(/15,000/);
    // Isolated left to right, as the PDF prints every plate.
    expect(rows.get('Plate number')).toBe(ltr(plate));

    const mine = (await call('GET', '/user/polices', { token })).body.policies;
    expect(mine.find((p: { id: number }) => p.id === row.id)).toMatchObject({ line: 'motor', vehicle_type: 'Hyundai', vehicle_model: 'Tucson', status: 'active', days_to_expire: 364 });
    expect((await call('GET', '/user/getCustomerSummary', { token })).status).toBe(200);
    const arabic = (await call('GET', '/user/polices', { token, lang: 'ar' })).body.policies.find((p: { id: number }) => p.id === row.id);
    expect(arabic).toMatchObject({ vehicle_type: 'هيونداي', vehicle_model: 'توسان' });
  });

  it('issues third party: MC-TPL, no engine type, no insured sum, printed as third-party liability', async () => {
    const plate = newPlate();
    const { row } = await buy(thirdPartyAnswers({ use: 'taxi', size: 'cc-1600' }), { make: 'kia', model: 'rio', production_year: 2018, plate_number: plate });
    expect(row).toMatchObject({
      line: 'motor', segmentCode: 'MC-TPL', plateNumber: plate, vehicleType: 'Kia', vehicleModel: 'Rio', productionYear: 2018, engineType: null, insuredSum: 0,
    });
    expect(row.declarations?.third_party).toEqual({ use: 'taxi', vehicle_type: 'car', size: 'cc-1600' });
    expect(row.termsAcceptance?.document).toBe('motor-third-party-terms');
    const rows = await expectPdf(row);
    expect(rows.get('Product')).toBe('Third party');
    expect(rows.get('Insured sum')).toBe('Third-party liability');
    const ar = new Map(fieldRows(policyView(row, new Date(), 'ar'), pdfLabels('ar'), 'ar'));
    expect([...ar.values()]).toContain('المسؤولية المدنية تجاه الغير');

    // Its renewal is priced on the tariff entry it keeps (not on the car table at a sum of 0), and keeps it for the next one.
    await db.update(policies).set({ expiry: dayFrom(new Date(), 10) }).where(eq(policies.id, row.id));
    const renewal = await call('POST', '/car/renewal/quotation', { token, body: { policy_id: row.id } });
    expect(renewal.body.total).toBe(toJod(priceThirdParty({ use: 'taxi', vehicle_type: 'car', size: 'cc-1600' })!.total));
    const started = await call('POST', '/payment/start', { token, body: await startBody(db, renewal.body.quotation_id) });
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token, body: card() });
    const [renewed] = await db.select().from(policies).where(eq(policies.id, paid.body.policy.id));
    expect(renewed).toMatchObject({ renewalOfId: row.id, segmentCode: 'MC-TPL', insuredSum: 0, declarations: { third_party: row.declarations?.third_party } });
  });

  it('20 parallel confirmations of one car quote issue exactly one contract', async () => {
    const before = (await carsOf()).length;
    const { paymentId } = await quoteAndStart(comprehensiveAnswers(), { plate_number: newPlate() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/payment/${paymentId}/card`, { token, body: card() })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await carsOf()).length).toBe(before + 1);
    const final = await call('GET', `/payment/${paymentId}`, { token });
    expect(final.body.status).toBe('paid');
    expect(answers.filter((a) => a.body.status === 'paid').every((a) => a.body.policy.id === final.body.policy.id)).toBe(true);
  });

  it('asks before covering a car (same plate) the customer already covers, and issues a second cover only when confirmed', async () => {
    const plate = newPlate();
    const { row } = await buy(thirdPartyAnswers(), { plate_number: plate });
    const again = await carQuoteBody(db, email, comprehensiveAnswers(), { plate_number: plate });
    const refused = await call('POST', '/car/quotation', { token, body: again });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cover_overlap', contract_number: row.contractNumber });
    // Another car of the same customer is another cover.
    expect((await call('POST', '/car/quotation', { token, body: { ...again, vehicle: { ...again.vehicle, plate_number: newPlate() } } })).status).toBe(200);
    const confirmed = await call('POST', '/car/quotation', { token, body: { ...again, confirm_overlap: true } });
    expect(confirmed.status).toBe(200);
    const started = await call('POST', '/payment/start', { token, body: await startBody(db, confirmed.body.quotation_id) });
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token, body: card() });
    expect(paid.body.status).toBe('paid');
    const [second] = await db.select().from(policies).where(eq(policies.id, paid.body.policy.id));
    expect(second?.declarations?.overlap_confirmed).toBe(true);
  });

  it('a plate typed another way (17-04567, spaces, another dash, Arabic-Indic digits) is the car already covered, and is kept in one form', async () => {
    const plate = newPlate();
    const [padded = '', ...others] = platesTypedAs(plate);
    const { row } = await buy(thirdPartyAnswers(), { plate_number: padded });
    expect(row.plateNumber).toBe(plate);
    for (const typed of [plate, ...others]) {
      const refused = await call('POST', '/car/quotation', { token, body: await carQuoteBody(db, email, comprehensiveAnswers(), { plate_number: typed }) });
      expect(refused).toMatchObject({ status: 409, body: { code: 'cover_overlap', contract_number: row.contractNumber } });
    }
  });

  it('starting a payment for 17-04567 supersedes the pending payment of 17-4567: the same car', async () => {
    const plate = newPlate();
    const first = await quoteAndStart(comprehensiveAnswers(), { plate_number: plate });
    await quoteAndStart(thirdPartyAnswers(), { plate_number: platesTypedAs(plate)[0] });
    expect((await db.select().from(payments).where(eq(payments.id, first.paymentId)))[0]?.status).toBe('failed');
  });

  it("starting a payment for one car leaves another car's pending payment alone, but supersedes the same car's", async () => {
    const plate = newPlate();
    const first = await quoteAndStart(comprehensiveAnswers(), { plate_number: plate });
    await quoteAndStart(comprehensiveAnswers(), { plate_number: newPlate() });
    const statusOf = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]?.status;
    expect(await statusOf(first.paymentId)).toBe('pending');
    await quoteAndStart(thirdPartyAnswers(), { plate_number: plate });
    expect(await statusOf(first.paymentId)).toBe('failed');
  });

  it("drops the car price the customer's sessions held once the car is bought, and keeps another line's", async () => {
    const answers = comprehensiveAnswers({ make: 'kia', model: 'sportage', production_year: 2024 });
    const hold = (body: unknown) => call('POST', '/quotation/price', { token, body });
    expect((await hold({ line: 'car', answers })).status).toBe(200);
    expect((await hold({ line: 'personal-accident', answers: { birth_date: '1990-05-01T00:00:00.000Z', previous_accidents: false, insured_sum: 1000 } })).status).toBe(200);
    const lines = async () => ((await call('GET', '/quotation/price/held', { token })).body.held as { request: { line: string } }[]).map((h) => h.request.line);
    expect((await lines()).sort()).toEqual(['car', 'personal-accident']);
    await buy(answers, { make: 'kia', model: 'sportage', production_year: 2024, plate_number: newPlate() });
    expect(await lines()).toEqual(['personal-accident']);
  });

  it('issues nothing, and fails the payment for a refund, when an image has gone since the quote', async () => {
    const before = (await carsOf()).length;
    const { body, paymentId } = await quoteAndStart(comprehensiveAnswers(), { plate_number: newPlate() });
    await db.delete(uploads).where(eq(uploads.id, body.licence_back));
    const paid = await call('POST', `/payment/${paymentId}/card`, { token, body: card() });
    expect(paid.status).toBe(200);
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'unavailable', policyId: null });
    expect((await carsOf()).length).toBe(before);
  });
});
