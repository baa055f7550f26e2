/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where customers paying for one car really race on several connections.
import { and, eq, gte } from 'drizzle-orm';
import { dayFrom } from '@/lib/calendar/days';
import type { Db } from '../db/client';
import { gatewayCaptures, payments, policies, quotes, rateLimits } from '../db/schema';
import { backendClient } from '../test-client';
import { freshCustomer } from '../test-customer';
import { memoryDb } from '../test-db';
import { recordCapture } from './captures';
import { carQuoteBody, comprehensiveAnswers, newPlate, thirdPartyAnswers } from './car-test-helpers';
import type { PaymentGateway } from './gateway/gateway';
import { TEST_CARDS } from './test-cards';
import { startBody } from './test-helpers';

jest.setTimeout(90_000);

/**
 * One car, one contract: a plate is on at most one car contract in force across all customers. A
 * second customer's car is sent to a person at quote time, refused again at issue (a payment that
 * captured is refunded), and of customers paying for one car at once only one is issued.
 */
let db: Db;
let close: () => Promise<void>;
const { call } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

type Customer = { token: string; email: string; id: number };
async function customer(): Promise<Customer> {
  const made = await freshCustomer(db);
  return { token: made.tokens[0]!, email: made.user.email, id: made.user.id };
}
const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Sara Yousef' };
const quoteCar = async (who: Customer, plate: string, answers: Record<string, unknown> = thirdPartyAnswers()) =>
  call('POST', '/car/quotation', { token: who.token, body: await carQuoteBody(db, who.email, answers, { plate_number: plate }) });
async function started(who: Customer, plate: string) {
  const quote = await quoteCar(who, plate);
  expect(quote.status).toBe(200);
  const start = await call('POST', '/payment/start', { token: who.token, body: await startBody(db, quote.body.quotation_id) });
  expect(start.body.status).toBe('pending');
  return start.body.payment_id as string;
}
const pay = (who: Customer, paymentId: string) => call('POST', `/payment/${paymentId}/card`, { token: who.token, body: card });
const contractsOn = (plate: string) => db.select().from(policies).where(and(eq(policies.line, 'motor'), eq(policies.plateNumber, plate)));

describe('one car, one contract across customers', () => {
  it('the demo data puts no plate on contracts in force of two customers', async () => {
    const today = dayFrom(new Date(), 0);
    const cars = await db.select({ plate: policies.plateNumber, userId: policies.userId }).from(policies)
      .where(and(eq(policies.line, 'motor'), gte(policies.expiry, today)));
    const holders = new Map<string, Set<number>>();
    for (const car of cars) holders.set(car.plate!, (holders.get(car.plate!) ?? new Set()).add(car.userId));
    expect(cars.length).toBeGreaterThan(5);
    expect([...holders].filter(([, users]) => users.size > 1)).toEqual([]);
  });

  it("sends the demo Corolla's plate, however typed, to a person for another customer, holding nothing", async () => {
    const other = await customer();
    for (const typed of ['12-34567', '012-034567', '١٢-٣٤٥٦٧', '12 34567', '\u200F12 \u2013 34567']) {
      const refused = await quoteCar(other, typed, comprehensiveAnswers());
      expect(refused).toMatchObject({ status: 422, body: { code: 'car_referred', reason: 'plate-insured', message: expect.any(String) } });
    }
    expect(await db.select().from(quotes).where(eq(quotes.userId, other.id))).toHaveLength(0);
    expect(await contractsOn('12-34567')).toHaveLength(1);
  });

  it("keeps the holder's own overlap rule: the demo customer buying the Corolla again is asked to confirm a second cover", async () => {
    const demo = { token: await backendClient(() => db).signIn('demo@portal.test'), email: 'demo@portal.test', id: 0 };
    const again = await quoteCar(demo, '12-34567', comprehensiveAnswers());
    expect(again).toMatchObject({ status: 409, body: { code: 'cover_overlap' } });
  });

  it('refuses at issue a car another customer insured after the quote, and a contract that has ended frees the plate', async () => {
    const [first, second] = [await customer(), await customer()];
    const plate = newPlate();
    const [firstPayment, secondPayment] = [await started(first, plate), await started(second, plate)];
    expect((await pay(first, firstPayment)).body).toMatchObject({ status: 'paid', line: 'motor' });
    const refused = await pay(second, secondPayment);
    expect(refused.body).toMatchObject({ status: 'failed', failure_reason: 'plate_taken', can_retry: false });
    expect((await contractsOn(plate)).map((c) => c.userId)).toEqual([first.id]);
    // The quote is refused from now on as well.
    expect((await quoteCar(second, plate)).body).toMatchObject({ code: 'car_referred', reason: 'plate-insured' });
    // Once the first customer's contract has ended, the car can be insured by someone else.
    await db.update(policies).set({ effectiveDate: dayFrom(new Date(), -366), expiry: dayFrom(new Date(), -1) }).where(eq(policies.plateNumber, plate));
    expect((await quoteCar(second, plate)).status).toBe(200);
  });

  it('of six customers paying for one car at once, exactly one is issued; the others fail as plate_taken', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, customer));
    const plate = newPlate();
    const paymentIds: string[] = [];
    for (const buyer of buyers) paymentIds.push(await started(buyer, plate));
    const answers = await Promise.all(buyers.map((buyer, i) => pay(buyer, paymentIds[i]!)));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.body.status === 'paid')).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === 'failed').map((a) => a.body.failure_reason)).toEqual(Array(5).fill('plate_taken'));
    expect(await contractsOn(plate)).toHaveLength(1);
  });

  it('a card gateway capture for a car insured by another customer meanwhile issues nothing and is refunded', async () => {
    const [first, second] = [await customer(), await customer()];
    const plate = newPlate();
    const captured = await started(first, plate);
    const other = await started(second, plate);
    expect((await pay(second, other)).body.status).toBe('paid');
    const refunds: string[] = [];
    // Only the refund is used on this path (captures.ts); the rest of the adapter is the gateway tests' business.
    const gateway = { refund: async (id: string) => { refunds.push(id); return { refundId: `rf_${id}` }; } } as unknown as PaymentGateway;
    const [row] = await db.select().from(payments).where(eq(payments.id, captured));
    const after = await recordCapture(db, gateway, captured, { state: 'paid', gatewayPaymentId: 'pay_plate_taken', amountFils: row!.amountFils, currency: 'JOD' }, new Date());
    expect(after).toMatchObject({ status: 'failed', failureReason: 'plate_taken', policyId: null });
    expect(refunds).toEqual(['pay_plate_taken']);
    const [capture] = await db.select().from(gatewayCaptures).where(eq(gatewayCaptures.gatewayPaymentId, 'pay_plate_taken'));
    expect(capture).toMatchObject({ fate: 'refunded', refundId: 'rf_pay_plate_taken' });
    expect((await contractsOn(plate)).map((c) => c.userId)).toEqual([second.id]);
  });
});
