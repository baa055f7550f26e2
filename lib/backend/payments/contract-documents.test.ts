/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where the parallel payments of two quotes naming one set of images really race.
import { eq, inArray } from 'drizzle-orm';
import type { CarDocuments } from '../contracts/insured/car-documents';
import { carQuoteBody, comprehensiveAnswers, newPlate } from './car-test-helpers';
import { startBody, titleDeedOf, TEST_HOME } from './test-helpers';
import { TEST_CARDS } from './test-cards';
import type { Db } from '../db/client';
import { payments, policies, rateLimits, uploads, users } from '../db/schema';
import { backendClient } from '../test-client';
import { freshCustomer } from '../test-customer';
import { memoryDb } from '../test-db';

jest.setTimeout(90_000);

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
  // A home is priced on the holder's age: the account knows it, as after an identity scan.
  await db.update(users).set({ birthDate: '1988-04-12' }).where(eq(users.id, userId));
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const card = () => ({ card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Sara Yousef' });
type Images = CarDocuments;

/** A car quote for a new plate, with these images (fresh ones when none are given). */
async function carQuote(images?: Images) {
  const fresh = await carQuoteBody(db, email, comprehensiveAnswers(), { plate_number: newPlate() });
  const body = { ...fresh, ...images };
  return { body, answer: await call('POST', '/car/quotation', { token, body }) };
}

async function start(quoteId: string) {
  return call('POST', '/payment/start', { token, body: await startBody(db, quoteId) });
}

const imagesOf = ({ licence_front, licence_back, registration }: Images): Images => ({ licence_front, licence_back, registration });
const contractsBacked = async (images: Images) => {
  const rows = await db.select({ policyId: uploads.policyId }).from(uploads).where(inArray(uploads.id, [images.licence_front, images.licence_back, ...images.registration]));
  return new Set(rows.map((r) => r.policyId));
};

describe('an upload backs one contract only', () => {
  it('binds the images to the contract they were bought with, and refuses them for the next car with 409 upload_used', async () => {
    const first = await carQuote();
    const started = await start(first.answer.body.quotation_id);
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token, body: card() });
    expect(paid.body).toMatchObject({ status: 'paid', line: 'motor' });
    const images = imagesOf(first.body);
    expect(await contractsBacked(images)).toEqual(new Set([paid.body.policy.id]));

    const second = await carQuote(images);
    expect(second.answer).toMatchObject({
      status: 409,
      body: { code: 'upload_used', fields: { licence_front: 'validation.uploadUsed', licence_back: 'validation.uploadUsed', 'registration.0': 'validation.uploadUsed' } },
    });
    // Sent again, the licence is a new upload, free for this car.
    expect((await carQuote()).answer.status).toBe(200);
  });

  it('refuses the payment of a second open quote naming images another contract took after it was held', async () => {
    const first = await carQuote();
    const images = imagesOf(first.body);
    const second = await carQuote(images);
    expect([first.answer.status, second.answer.status]).toEqual([200, 200]);
    const started = await start(first.answer.body.quotation_id);
    expect((await call('POST', `/payment/${started.body.payment_id}/card`, { token, body: card() })).body.status).toBe('paid');

    const refused = await start(second.answer.body.quotation_id);
    expect(refused).toMatchObject({ status: 409, body: { code: 'upload_used', fields: { licence_front: 'validation.uploadUsed' } } });
    expect(await db.select().from(payments).where(eq(payments.quoteId, second.answer.body.quotation_id))).toEqual([]);
  });

  it('issues one contract when two quotes naming the same images are paid at once; the other payment is refused and not charged', async () => {
    const before = (await db.select().from(policies).where(eq(policies.userId, userId))).length;
    const first = await carQuote();
    const images = imagesOf(first.body);
    const quotes = [first, await carQuote(images), await carQuote(images)];
    const started = [];
    for (const q of quotes) started.push((await start(q.answer.body.quotation_id)).body.payment_id as string);
    const results = await Promise.all(started.map((id) => call('POST', `/payment/${id}/card`, { token, body: card() })));

    const statuses = results.map((r) => r.body.status).sort();
    expect(statuses).toEqual(['failed', 'failed', 'paid']);
    const after = await db.select().from(policies).where(eq(policies.userId, userId));
    expect(after.length - before).toBe(1);
    const paid = results.find((r) => r.body.status === 'paid')!;
    expect(await contractsBacked(images)).toEqual(new Set([paid.body.policy.id]));
  });

  it('binds a title deed to its home contract; the deed is refused for a second home', async () => {
    const deed = await titleDeedOf(db, email);
    const body = { insured_home: TEST_HOME, home_value: 100_000, possessions_value: 20_000, title_deed: deed, confirm_overlap: true };
    const quote = await call('POST', '/home/quotation', { token, body });
    expect(quote.status).toBe(200);
    const started = await start(quote.body.quotation_id);
    const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token, body: card() });
    expect(paid.body.status).toBe('paid');
    const [row] = await db.select().from(uploads).where(eq(uploads.id, deed));
    expect(row!.policyId).toBe(paid.body.policy.id);

    const again = await call('POST', '/home/quotation', { token, body: { ...body, home_value: 90_000 } });
    expect(again).toMatchObject({ status: 409, body: { code: 'upload_used', fields: { title_deed: 'validation.uploadUsed' } } });
  });
});
