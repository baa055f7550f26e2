import { eq } from 'drizzle-orm';
import { addDays, ammanDay } from '@/lib/calendar/days';
import { startSession } from './accounts/auth/sessions';
import type { Db } from './db/client';
import { policies, users } from './db/schema';
import { backendClient, type Answer } from './test-client';
import { freshCustomer } from './test-customer';

/** A one-pixel PNG: what the tests upload as a claim's photo or document. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let contracts = 0;

/**
 * For claims tests: customers of their own with a contract in force in each line, their uploads, their
 * reports, and customer care's session; the calls go through the router as the BFF makes them. Given
 * `at`, every call is served at that instant, so a test writes the deadlines it expects as dates.
 */
export function claimsKit(db: () => Db, at?: Date) {
  const { call } = backendClient(db, at && (() => at));
  const now = at ?? new Date();
  const today = ammanDay(now);

  async function careToken(email = 'care@portal.test'): Promise<{ token: string; id: number }> {
    const [care] = await db().select().from(users).where(eq(users.email, email));
    return { token: await startSession(db(), crypto.randomUUID(), care!.id, now), id: care!.id };
  }

  /** A customer with a car, a trip, a home and a personal-accident contract, each in force since 100 days, and a session. */
  async function customer(language: 'en' | 'ar' = 'en') {
    const { user, tokens } = await freshCustomer(db());
    if (language !== 'en') await db().update(users).set({ language }).where(eq(users.id, user.id));
    const tag = `${user.id}-${(contracts += 1)}`;
    const base = { userId: user.id, effectiveDate: addDays(today, -100), expiry: addDays(today, 265), insuredSum: 5000, premium: 100 };
    const rows = await db().insert(policies).values([
      { ...base, line: 'motor', contractNumber: `P-MOT-T-${tag}`, segmentCode: 'MC-COMP', plateNumber: `60-${user.id}`, vehicleType: 'Kia', vehicleModel: 'Rio', productionYear: 2020, qrToken: `qr-m-${tag}` },
      { ...base, line: 'travel', contractNumber: `P-TRV-T-${tag}`, segmentCode: 'TR-SKY-KSA', qrToken: `qr-t-${tag}`, declarations: { trip: { countries: ['SA'] } } },
      { ...base, line: 'home', contractNumber: `P-HOM-T-${tag}`, segmentCode: 'HM-STD', qrToken: `qr-h-${tag}`, insuredHome: { property_kind: 'apartment', governorate: 'amman', area: 'Khalda', street: 'Wasfi Al-Tal Street', building: '27' } },
      { ...base, line: 'personal-accident', contractNumber: `P-PGD-T-${tag}`, segmentCode: 'PG-500', qrToken: `qr-p-${tag}` },
    ]).returning();
    const of = (line: string) => rows.find((r) => r.line === line)!;
    return { user, token: tokens[0]!, motor: of('motor'), travel: of('travel'), home: of('home'), pa: of('personal-accident') };
  }

  /** One more contract in force for a customer (a third-party car, a family trip), as the line's defaults with `over` on top. */
  async function contract(userId: number, over: Partial<typeof policies.$inferInsert> & Pick<typeof policies.$inferInsert, 'line' | 'segmentCode'>) {
    const tag = `${userId}-${(contracts += 1)}`;
    const [row] = await db().insert(policies).values({
      userId, effectiveDate: addDays(today, -100), expiry: addDays(today, 265), insuredSum: 5000, premium: 100,
      contractNumber: `P-X-T-${tag}`, qrToken: `qr-x-${tag}`, ...over,
    }).returning();
    return row!;
  }

  async function upload(token: string, name = 'file.png'): Promise<string> {
    const res = await call('POST', '/uploads?purpose=claim-file', { token, body: PNG, headers: { 'content-type': 'image/png', 'x-file-name': name } });
    if (res.status !== 200) throw new Error(`Upload answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }

  /** A home water-damage report (two documents, no photos): the quickest whole report. */
  async function homeReport(token: string, policyId: number, over: Record<string, unknown> = {}) {
    return {
      report_key: crypto.randomUUID(), policy_id: policyId, event: 'water', occurred_on: addDays(today, -2), occurred_time: '07:30',
      description: 'A pipe burst in the kitchen and flooded the floor.',
      details: { line: 'home', damaged: 'Kitchen floor', has_police_report: false },
      documents: [{ key: 'damage_photos', upload_id: await upload(token, 'floor.png') }, { key: 'repair_estimate', upload_id: await upload(token, 'estimate.png') }],
      ...over,
    };
  }

  /** A car glass report: the damage photo, the car's licence, the place. */
  async function glassReport(token: string, policyId: number, over: Record<string, unknown> = {}) {
    return {
      report_key: crypto.randomUUID(), policy_id: policyId, event: 'glass', occurred_on: addDays(today, -1), occurred_time: '',
      location: { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' },
      description: 'A stone cracked the windscreen on the airport road.',
      details: { line: 'motor', has_police_report: false, other_party: false, injuries: false, drivable: true, driver: 'insured' },
      photos: [{ slot: 'damage', upload_id: await upload(token, 'glass.png') }],
      documents: [{ key: 'vehicle_licence', upload_id: await upload(token, 'licence.png') }],
      ...over,
    };
  }

  const report = (token: string, body: unknown, lang = 'en'): Promise<Answer> => call('POST', '/claims', { token, body, lang });

  /** A reported home claim of a new customer: its id and the customer. */
  async function reportedClaim(language: 'en' | 'ar' = 'en') {
    const owner = await customer(language);
    const res = await report(owner.token, await homeReport(owner.token, owner.home.id));
    if (res.status !== 200) throw new Error(`Report answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { owner, claim: res.body.claim as { id: number; version: number; reference: string } };
  }

  /** A desk step on a claim, on the version it has now unless told. */
  async function desk(token: string, id: number, step: string, body: Record<string, unknown>, version?: number): Promise<Answer> {
    const v = version ?? (await call('GET', `/claims-desk/${id}`, { token })).body.claim.version;
    return call('POST', `/claims-desk/${id}/${step}`, { token, body: { version: v, ...body } });
  }

  /** The decision the customer's page shows now, as an answer names it: its version and, for an approval, its net. */
  async function seen(token: string, id: number): Promise<{ decision_version: number; net_fils?: number }> {
    const decision = (await call('GET', `/claims/${id}`, { token })).body.claim.decision;
    if (!decision) throw new Error(`Claim ${id} has no decision in force`);
    return { decision_version: decision.version, ...(decision.outcome === 'approved' ? { net_fils: decision.net_fils } : {}) };
  }

  /** The customer's answer to a decision (accept, dispute, appeal), naming the one the claim shows now unless told. */
  async function answer(
    token: string, id: number, step: 'accept' | 'dispute' | 'appeal', body: Record<string, unknown>,
    options: { lang?: string; named?: { decision_version: number; net_fils?: number } } = {},
  ): Promise<Answer> {
    const named = options.named ?? await seen(token, id);
    return call('POST', `/claims/${id}/${step}`, { token, body: { ...named, ...body }, lang: options.lang });
  }

  return { call, now, today, careToken, customer, contract, upload, homeReport, glassReport, report, reportedClaim, desk, seen, answer };
}
