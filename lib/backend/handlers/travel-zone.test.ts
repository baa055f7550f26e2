/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { policies, quotes, rateLimits, users } from '../db/schema';
import { apiDay, startBody, travelBody } from '../payments/test-helpers';
import { TEST_CARDS } from '../payments/test-cards';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/**
 * The zone a trip is priced in follows from its countries, decided here: a zone the browser sends
 * (the old form's "destination") is not read, by the quotation, the low-cost quotation and the prices.
 */
let db: Db;
let close: () => Promise<void>;
let token: string;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  token = await signIn('renewals@portal.test');
  await db.update(users).set({ birthDate: '1988-04-12' }).where(eq(users.email, 'renewals@portal.test'));
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const traveller = { name: 'Nour Saadeh', birth_date: '1988-04-12T00:00:00.000Z', passport_id: 'P7700001' };
// Sky, one adult, 6 days: KSA 5.000, USA/Canada/Australia 15.000 (+2.000 fee, 1% duty).
const usa = travelBody({ countries: ['US'], days: 6, start_date: apiDay(20), travellers: [traveller] });

describe('a US trip is priced on the USA, Canada and Australia zone whatever the browser sends', () => {
  it.each([undefined, 'ksa', 'turkey-egypt'])('the quotation, sent zone %s', async (destination) => {
    const { status, body } = await call('POST', '/travel/quotation', { token, body: { ...usa, destination } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ premium: 15, fees: 2, tax: 0.15, total: 17.15 });
    const [held] = await db.select().from(quotes).where(eq(quotes.id, body.quotation_id));
    expect(held!.inputs).toMatchObject({ countries: ['US'], zone: 'usa-canada-australia' });
  });

  it('the prices of every program, sent KSA', async () => {
    const trip: Record<string, unknown> = { ...usa, destination: 'ksa' };
    delete trip.program;
    const { body } = await call('POST', '/quotation/travel/prices', { token, body: trip });
    expect(body.programs).toEqual([{ program: 'sky', total: 17.15 }, { program: 'sky-plus', total: 24.73 }]);
  });

  it('the low-cost quotation refuses it, though the browser says KSA', async () => {
    const { status, body } = await call('POST', '/travel/quotationlowcost', { token, body: { ...usa, destination: 'ksa' } });
    expect(status).toBe(400);
    expect(body.code).toBe('not_low_cost_trip');
  });

  it('a trip to KSA and Turkey is priced on the Turkey and Egypt zone, the wider of the two', async () => {
    const tour = await call('POST', '/travel/quotation', { token, body: { ...usa, countries: ['SA', 'TR'], destination: 'ksa' } });
    expect(tour.body.premium).toBe(7); // Sky, Turkey and Egypt, up to 7 days
    // To KSA alone it is a low-cost trip; with Turkey it is not.
    expect((await call('POST', '/travel/quotationlowcost', { token, body: { ...usa, countries: ['SA', 'TR'] } })).body.code).toBe('not_low_cost_trip');
    expect((await call('POST', '/travel/quotationlowcost', { token, body: { ...usa, countries: ['SA'] } })).status).toBe(200);
  });

  it('refuses a traveller\'s name not in Latin letters, as the passport prints it', async () => {
    const { status, body } = await call('POST', '/travel/quotation', { token, body: { ...usa, travellers: [{ ...traveller, name: 'نور سعادة' }] } });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ 'travellers.0.name': 'validation.latinName' });
  });

  it('the contract is in the USA zone and keeps the countries and the name as in the passport; its English certificate downloads', async () => {
    const quote = await call('POST', '/travel/quotation', { token, body: { ...usa, countries: ['US', 'CA'], destination: 'ksa', start_date: apiDay(60) } });
    const started = await call('POST', '/payment/start', { token, body: await startBody(db, quote.body.quotation_id) });
    const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Nour Saadeh' };
    expect((await call('POST', `/payment/${started.body.payment_id}/card`, { token, body: card })).body.status).toBe('paid');
    const [contract] = (await db.select().from(policies).orderBy(policies.id)).slice(-1);
    expect(contract!.segmentCode).toBe('TR-SKY-USA-CAN-AUS');
    expect(contract!.declarations?.trip).toEqual({ countries: ['US', 'CA'], worldwide: false, holder_name: 'Nour Saadeh' });

    const mine = await call('GET', '/user/polices', { token, lang: 'ar' });
    const shown = mine.body.policies.find((p: { id: number }) => p.id === contract!.id);
    expect(shown.declarations).toMatchObject({ countries: ['US', 'CA'], worldwide: false });

    const pdf = await call('GET', `/user/polices/travel/${contract!.id}/certificate`, { token, lang: 'ar' });
    expect(pdf.status).toBe(200);
    expect(pdf.body.file_name).toBe(`travel-certificate-${contract!.contractNumber}.pdf`);
    const text = Buffer.from(pdf.body.data, 'base64').toString('latin1');
    expect(text).toContain('/Lang (en)');
    expect(text).toContain(`Certificate of Travel Insurance ${contract!.contractNumber}`);
    // Another line's contract has no certificate.
    const [motor] = await db.select().from(policies).where(eq(policies.line, 'motor')).limit(1);
    expect((await call('GET', `/user/polices/travel/${motor!.id}/certificate`, { token })).status).toBe(404);
  });
});
