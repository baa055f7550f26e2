/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { quotes, rateLimits, users } from '../db/schema';
import { carQuoteBody, comprehensiveAnswers, newPlate, thirdPartyAnswers } from '../payments/car-test-helpers';
import { titleDeedOf } from '../payments/test-helpers';
import { priceCar } from '../pricing/car';
import { priceThirdParty } from '../pricing/car-third-party';
import { toJod } from '../pricing/money';
import { backendClient } from '../test-client';
import { freshCustomer } from '../test-customer';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
let token: string;
let email: string;
const { call } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const customer = await freshCustomer(db);
  token = customer.tokens[0]!;
  email = customer.user.email;
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const quote = (body: unknown, as = token) => call('POST', '/car/quotation', { token: as, body });

describe('POST /car/quotation', () => {
  it('holds comprehensive cover priced by the car table, whatever price the body claims', async () => {
    const body = await carQuoteBody(db, email, { ...comprehensiveAnswers(), total: 1, premium: 0.001 }, { plate_number: newPlate() });
    const res = await quote({ ...body, total: 1, price: { total: 1 } });
    expect(res.status).toBe(200);
    const expected = priceCar({ engine_type: 'hybrid', production_year: 2022, valuation: 15_000 }, new Date());
    expect(res.body).toMatchObject({ kind: 'motor', currency: 'JOD', total: toJod(expected.total), premium: toJod(expected.premium), offer: null });
    expect(res.body.terms.document).toBe('motor-comprehensive-terms');
    const [held] = await db.select().from(quotes).where(eq(quotes.id, res.body.quotation_id));
    expect(held).toMatchObject({ kind: 'motor', line: 'motor', amountFils: expected.total, status: 'open' });
  });

  it('holds third party priced by the tariff', async () => {
    const res = await quote(await carQuoteBody(db, email, thirdPartyAnswers({ use: 'commercial', vehicle_type: 'pickup', size: 'ton-2' }), { make: 'toyota', model: 'hilux', plate_number: newPlate() }));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(toJod(priceThirdParty({ use: 'commercial', vehicle_type: 'pickup', size: 'ton-2' })!.total));
    expect(res.body.terms.document).toBe('motor-third-party-terms');
  });

  it('answers the same quote to the same request twice, and a new one to another car', async () => {
    const body = await carQuoteBody(db, email, comprehensiveAnswers(), { plate_number: newPlate() });
    const [first, second] = [await quote(body), await quote(body)];
    expect(second.body.quotation_id).toBe(first.body.quotation_id);
    // The plate written with Arabic-Indic digits is the same car.
    const arabic = body.vehicle.plate_number.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect((await quote({ ...body, vehicle: { ...body.vehicle, plate_number: arabic } })).body.quotation_id).toBe(first.body.quotation_id);
    expect((await quote({ ...body, vehicle: { ...body.vehicle, plate_number: newPlate() } })).body.quotation_id).not.toBe(first.body.quotation_id);
  });

  it('answers 422 car_referred with the reason for a car the rules send to a person, holding nothing', async () => {
    const before = (await db.select().from(quotes)).length;
    const cases: [Record<string, unknown>, string][] = [
      [comprehensiveAnswers({ previous_claim: true }), 'previous-claim'],
      [comprehensiveAnswers({ engine_type: 'plug-in' }), 'engine-type'],
      [comprehensiveAnswers({ valuation: 70_000 }), 'valuation'],
      [thirdPartyAnswers({ use: 'taxi', vehicle_type: 'motorcycle', size: 'cc-250' }), 'vehicle'],
    ];
    for (const [answers, reason] of cases) {
      const res = await quote(await carQuoteBody(db, email, answers, { plate_number: newPlate() }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'car_referred', reason, message: expect.any(String) });
    }
    const old = await carQuoteBody(db, email, comprehensiveAnswers({ production_year: 2005 }), { production_year: 2005 });
    expect((await quote(old)).body).toMatchObject({ code: 'car_referred', reason: 'car-age' });
    expect((await db.select().from(quotes)).length).toBe(before);
  });

  it("refuses another customer's images, images of another purpose and one image twice, by field", async () => {
    const body = await carQuoteBody(db, email, comprehensiveAnswers(), { plate_number: newPlate() });
    const other = await titleDeedOf(db, 'demo@portal.test', 'driving-licence');
    const deed = await titleDeedOf(db, email, 'title-deed');
    const refused: [Record<string, unknown>, string][] = [
      [{ licence_front: other }, 'licence_front'],
      [{ licence_back: crypto.randomUUID() }, 'licence_back'],
      [{ registration: [deed] }, 'registration.0'],
      [{ registration: [body.licence_front] }, 'registration.0'],
      [{ licence_back: body.licence_front }, 'licence_back'],
    ];
    for (const [over, field] of refused) {
      const res = await quote({ ...body, ...over });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error', fields: { [field]: 'validation.uploadMissing' } });
    }
  });

  it('refuses bad plates, control characters, another car than the one priced and malformed bodies with 400, never a 500', async () => {
    const body = await carQuoteBody(db, email, comprehensiveAnswers());
    const bad: unknown[] = [
      { ...body, vehicle: { ...body.vehicle, plate_number: 'ABC' } },
      { ...body, vehicle: { ...body.vehicle, plate_number: '12-345\u0000' } },
      { ...body, vehicle: { ...body.vehicle, plate_number: '123-4567890' } },
      { ...body, vehicle: { ...body.vehicle, model: 'Corolla\u0007' } },
      { ...body, vehicle: { ...body.vehicle, model: 'camry' } },
      { ...body, answers: thirdPartyAnswers(), vehicle: { ...body.vehicle, model: 'elantra' } },
      { ...body, answers: thirdPartyAnswers({ size: 'ton-1' }) },
      { ...body, answers: { ...comprehensiveAnswers(), make: 'toyota\u202e' } },
      { ...body, registration: [] },
      { ...body, licence_front: 'not-a-uuid' },
      { answers: body.answers }, {}, [], 'null', '{"answers":',
    ];
    for (const b of bad) {
      const res = await quote(b);
      expect(res.status).toBe(400);
      expect(res.body.code).toEqual(expect.any(String));
    }
    const plate = await quote({ ...body, vehicle: { ...body.vehicle, plate_number: 'ABC' } });
    expect(plate.body.fields).toMatchObject({ 'vehicle.plate_number': 'carPrice.validation.plate' });
    const other = await quote({ ...body, vehicle: { ...body.vehicle, model: 'camry' } });
    expect(other.body.fields).toMatchObject({ 'vehicle.model': 'carPrice.validation.sameCar' });
  });

  it('refuses a blacklisted customer and a visitor', async () => {
    const barred = await freshCustomer(db);
    await db.update(users).set({ blackList: true }).where(eq(users.id, barred.user.id));
    const res = await quote(await carQuoteBody(db, barred.user.email, comprehensiveAnswers(), { plate_number: newPlate() }), barred.tokens[0]);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('contract_blocked');
    const anonymous = await call('POST', '/car/quotation', { body: await carQuoteBody(db, email, comprehensiveAnswers()) });
    expect([401, 403]).toContain(anonymous.status);
  });
});
