/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { formatDate } from '@/lib/format';
import type { Db } from '../db/client';
import { notifications, policies, rateLimits, users } from '../db/schema';
import { writeDueExpiryNotifications } from '../contracts/notices/expiry';
import { TEST_CARDS } from '../payments/test-cards';
import { startBody } from '../payments/test-helpers';
import { DEMO_RENEWAL_TOKENS } from '../seeds/renewals';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

/** What a customer sees of a contract once its renewal is issued: the renewal, no expiry count, no call to renew. */
let db: Db;
let close: () => Promise<void>;
let demo: string;
let demoId: number;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
  demoId = (await db.select().from(users).where(eq(users.email, 'demo@portal.test')))[0]!.id;
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const card = { card_number: TEST_CARDS.approved, expiry: '12/39', cvc: '123', cardholder: 'Omar Haddad' };
const byPlate = async (plate: string) => (await db.select().from(policies).where(eq(policies.plateNumber, plate)).limit(1))[0]!;
const listed = async (id: number, lang = 'en') => ((await call('GET', '/user/polices', { token: demo, lang })).body.policies as { id: number }[]).find((p) => p.id === id);
const expiringSoon = async () => (await call('GET', '/user/getCustomerStatistics', { token: demo })).body.expiring_soon as number;
const noticeOf = async (policyId: number) => (await db.select().from(notifications)
  .where(and(eq(notifications.userId, demoId), eq(notifications.key, `expiry:${policyId}:${(await db.select().from(policies).where(eq(policies.id, policyId)))[0]!.expiry}`))))[0];

async function renewByCard(policyId: number) {
  const quote = await call('POST', '/car/renewal/quotation', { token: demo, body: { policy_id: policyId } });
  const started = await call('POST', '/payment/start', { token: demo, body: await startBody(db, quote.body.quotation_id) });
  const paid = await call('POST', `/payment/${started.body.payment_id}/card`, { token: demo, body: card });
  expect(paid.body.status).toBe('paid');
  return (await db.select().from(policies).where(eq(policies.renewalOfId, policyId)))[0]!;
}

describe('a renewed contract', () => {
  it('the Corolla, renewed: renewed_by names the renewal, it no longer counts as expiring, its notice no longer asks to renew', async () => {
    const corolla = await byPlate('12-34567');
    // Before: inside the 20-day warning, renewable, and its notice asks to renew it.
    expect(await listed(corolla.id)).toMatchObject({ days_to_expire: 10, renewed_by: null, renewal: { state: 'renewable', reason: null, opens_on: null } });
    expect(await expiringSoon()).toBe(3);
    await writeDueExpiryNotifications(db, null, new Date()); // the reminder schedule's run
    expect((await noticeOf(corolla.id))?.bodyEn).toContain('Renew it in time');

    const renewal = await renewByCard(corolla.id);

    const expected = { id: renewal.id, contract_number: renewal.contractNumber, expiry: renewal.expiry };
    expect(await listed(corolla.id)).toMatchObject({ days_to_expire: 10, status: 'active', renewed_by: expected, renewal: { state: 'renewed' } });
    expect(await listed(corolla.id, 'ar')).toMatchObject({ renewed_by: expected });
    expect(await listed(renewal.id)).toMatchObject({ renewal_of_id: corolla.id, renewed_by: null, renewal: { state: 'too-early' } });
    expect((await call('GET', `/user/car/polices/${corolla.id}`, { token: demo })).body.policy).toMatchObject({ renewed_by: expected });
    expect((await call('GET', `/car/renewal/${corolla.id}`, { token: demo })).body).toMatchObject({ state: 'renewed', policy: { renewed_by: expected } });
    // The travel (15 days) and personal guard (18) contracts are still expiring; the Corolla is not.
    expect(await expiringSoon()).toBe(2);

    const notice = await noticeOf(corolla.id);
    expect(notice).toMatchObject({
      kind: 'general',
      titleEn: 'Your car contract is renewed',
      titleAr: 'جُدّد عقد السيارة',
      bodyEn: `Contract ${corolla.contractNumber} is renewed: contract ${renewal.contractNumber} covers you until ${formatDate(renewal.expiry)}.`,
    });
    expect(notice!.bodyAr).toContain(renewal.contractNumber);
    expect(notice!.bodyAr).not.toContain('جدّده');
    expect(notice!.readAt).not.toBeNull();
    // The schedule's next run writes no new notice for it.
    const before = (await db.select().from(notifications).where(eq(notifications.userId, demoId))).length;
    await writeDueExpiryNotifications(db, null, new Date());
    expect(await db.select().from(notifications).where(eq(notifications.userId, demoId))).toHaveLength(before);
  }, 60_000);

  it('its company link, used or not, tells its own customer it is renewed, with the renewal', async () => {
    const corolla = await byPlate('12-34567');
    const [renewal] = await db.select().from(policies).where(eq(policies.renewalOfId, corolla.id));
    for (const token of [DEMO_RENEWAL_TOKENS.valid, DEMO_RENEWAL_TOKENS.expired]) {
      const link = await call('GET', `/renewal/link?token=${token}`, { token: demo, lang: 'ar' });
      expect(link.body).toMatchObject({ state: 'renewed', quotation: null, renewal: { policy: { contract_number: corolla.contractNumber, renewed_by: { id: renewal!.id, expiry: renewal!.expiry } } } });
    }
    const other = await signIn('renewals@portal.test');
    expect((await call('GET', `/renewal/link?token=${DEMO_RENEWAL_TOKENS.valid}`, { token: other })).body).toEqual({ state: 'other-customer', renewal: null, quotation: null });
    expect((await call('POST', '/renewal/link/quotation', { token: demo, body: { token: DEMO_RENEWAL_TOKENS.valid } })).status).toBe(409);
  });

  it('a contract renewed before it enters the warning gets no expiry notice', async () => {
    const hyundai = await byPlate('22-11890');
    await renewByCard(hyundai.id);
    // Ten days on, the Hyundai (30 days today) would be at 20 days: renewed, it is not warned about.
    expect(await writeDueExpiryNotifications(db, demoId, new Date(Date.now() + 10 * 86_400_000))).toBe(0);
    expect(await noticeOf(hyundai.id)).toBeUndefined();
  }, 60_000);
});

describe('the renewal state on each car contract of the holder\'s list', () => {
  const stateOf = async (email: string) => {
    const token = await signIn(email);
    const list = (await call('GET', '/user/polices', { token })).body.policies as { contract_number: string; line: string; renewal: unknown }[];
    return Object.fromEntries(list.map((p) => [p.contract_number.slice(-3), p.renewal]));
  };

  it('too early (with the day it opens), each company-only reason, expired, and barred from web issuing', async () => {
    const cases = await stateOf('renewals@portal.test');
    const camry = await byPlate('31-10046');
    const opens = new Date(Date.parse(`${camry.expiry}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10);
    expect(cases).toEqual({
      '601': { state: 'too-early', reason: null, opens_on: opens },
      '602': { state: 'blocked', reason: 'blacklist', opens_on: null },
      '603': { state: 'blocked', reason: 'car-type', opens_on: null },
      '604': { state: 'blocked', reason: 'claim', opens_on: null },
      '605': { state: 'blocked', reason: 'bank', opens_on: null },
      '606': { state: 'expired', reason: null, opens_on: null },
    });
    expect(await stateOf('barred@portal.test')).toEqual({ '701': { state: 'barred', reason: null, opens_on: null } });
  });

  it('other lines have none; customer care reading a customer\'s list sees that customer\'s states', async () => {
    const demoList = await stateOf('demo@portal.test');
    expect(demoList['201']).toBeNull();
    expect(demoList['501']).toBeNull();
    expect(demoList['104']).toEqual({ state: 'blocked', reason: 'bank', opens_on: null });
    const care = await signIn('care@portal.test');
    const barredId = (await db.select().from(users).where(eq(users.email, 'barred@portal.test')))[0]!.id;
    const seen = (await call('GET', `/user/${barredId}/polices`, { token: care })).body.policies;
    expect(seen[0].renewal).toEqual({ state: 'barred', reason: null, opens_on: null });
  });
});
