/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox, outboxAttachments, rateLimits, uploads } from '../db/schema';
import { REQUEST_FORM_LIMIT } from '@/lib/config/security';
import { listOutbox } from '../messages/outbox';
import { titleDeedOf } from '../payments/test-helpers';
import { backendClient } from '../test-client';
import { memoryDb } from '../test-db';

let db: Db;
let close: () => Promise<void>;
let demo: string;
const { call, signIn } = backendClient(() => db);
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  demo = await signIn('demo@portal.test');
}, 90_000);
afterAll(() => close());
beforeEach(() => db.delete(rateLimits));

const car = { make: 'hyundai', model: 'elantra', engine_type: 'hybrid', production_year: 2022, valuation: 18000 };
const member = { full_name: 'Sara Omar Khaled Haddad', national_number: '9991234567', relationship: 'child', gender: 'female', birth_place: 'Amman', weight_kg: 30, height_cm: 130, marital_status: 'single' };
const main = { full_name: 'Omar Khaled Saleh Haddad', national_number: '9880000001', phone: '0790000001', cover: 'family', notes: 'Call after 5 pm\nSubject: forged' };

async function motorBody() {
  return {
    car, contact: { name: 'Omar Khaled Saleh Haddad', phone: '0790000001' },
    licence_front: await titleDeedOf(db, 'demo@portal.test', 'driving-licence'),
    licence_back: await titleDeedOf(db, 'demo@portal.test', 'driving-licence'),
    registration: [await titleDeedOf(db, 'demo@portal.test', 'vehicle-licence'), await titleDeedOf(db, 'demo@portal.test', 'vehicle-licence')],
  };
}

describe('car and medical requests', () => {
  it('sends the car request with its four images to the motor department and acknowledges it to the account', async () => {
    const body = await motorBody();
    const res = await call('POST', '/email/motor-form', { token: demo, body });
    expect(res.body).toMatchObject({ ok: true });
    const messages = await listOutbox(db);
    const dept = messages.find((m) => m.to === 'motor@sanad-insurance.jo')!;
    expect(dept.subject).toContain(res.body.reference);
    expect(dept.body).toContain('Make: Hyundai (هيونداي)');
    expect(dept.attachments.map((a) => a.name).sort()).toEqual(['licence-back.pdf', 'licence-front.pdf', 'registration-1.pdf', 'registration-2.pdf']);
    expect(messages.find((m) => m.to === 'demo@portal.test' && m.subject?.includes(res.body.reference))).toBeTruthy();
    // The images are claimed: sending them again is refused and writes nothing.
    const again = await call('POST', '/email/motor-form', { token: demo, body });
    expect(again).toMatchObject({ status: 400, body: { code: 'upload_missing' } });
    expect(await db.select().from(outboxAttachments)).toHaveLength(4);
  });

  it('a car sent to a person by a purchase tells the motor department why, with the plate the purchase named', async () => {
    const res = await call('POST', '/email/motor-form', { token: demo, body: { ...(await motorBody()), referral: { reason: 'plate-insured', plate_number: '١٢-٠٣٤٥٦٧' } } });
    expect(res.body).toMatchObject({ ok: true });
    const dept = (await listOutbox(db)).find((m) => m.to === 'motor@sanad-insurance.jo' && m.subject?.includes(res.body.reference))!;
    expect(dept.body).toContain("Sent to a person because: the plate is on another customer's car contract in force");
    expect(dept.body).toContain('Plate: 12-34567');
    const unknown = await call('POST', '/email/motor-form', { token: demo, body: { ...(await motorBody()), referral: { reason: 'no-such-reason' } } });
    expect(unknown.status).toBe(400);
  });

  it("refuses another customer's, wrong-purpose and unknown images, bad cars and bad bodies with 400, writing nothing", async () => {
    const before = (await db.select().from(outbox)).length;
    const base = await motorBody();
    const other = await titleDeedOf(db, 'barred@portal.test', 'driving-licence');
    const bads: unknown[] = [
      { ...base, licence_front: other },
      { ...base, licence_back: base.registration[0] },
      { ...base, registration: [crypto.randomUUID()] },
      { ...base, registration: [] },
      { ...base, car: { ...car, make: 'trabant' } },
      { ...base, car: { ...car, model: 'corolla' } },
      { ...base, car: { ...car, engine_type: 'steam' } },
      { ...base, car: { ...car, valuation: -1 } },
      { ...base, car: { ...car, production_year: 1800 } },
      { ...base, contact: { name: 'Omar', phone: '079' } },
      { ...base, licence_front: 'x\u0000y' },
      [], 'null', '{"car":', {},
    ];
    for (const bad of bads) {
      const res = await call('POST', '/email/motor-form', { token: demo, body: bad });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    }
    expect((await db.select().from(outbox)).length).toBe(before);
    expect((await db.select().from(uploads).where(eq(uploads.id, base.licence_front)))[0]!.claimedAt).toBeNull();
    const huge = await call('POST', '/email/motor-form', { token: demo, body: { ...base, pad: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
  });

  it('sends the medical request with both members; user text is quoted, never a line of its own', async () => {
    const res = await call('POST', '/email/medical-form', { token: demo, body: { main, members: [member, { ...member, full_name: 'Omar Khaled Saleh Haddad', relationship: 'insured', gender: 'male', weight_kg: 80, height_cm: 178, marital_status: 'married' }] } });
    expect(res.body.ok).toBe(true);
    const dept = (await listOutbox(db)).find((m) => m.to === 'medical@sanad-insurance.jo')!;
    expect(dept.body).toContain('Member 1:\n  Full name: Sara Omar Khaled Haddad');
    expect(dept.body).toContain('Member 2:');
    expect(dept.body).toContain('> Subject: forged');
    expect(dept.body).not.toMatch(/^Subject: forged/m);
  });

  it('refuses bad medical bodies with 400 {code, message}', async () => {
    const bads: unknown[] = [
      { main, members: [] },
      { main, members: [{ ...member, full_name: 'Sara Haddad' }] },
      { main, members: [{ ...member, relationship: 'cousin' }] },
      { main, members: [{ ...member, weight_kg: 0 }] },
      { main, members: [{ ...member, height_cm: 1000 }] },
      { main, members: [{ ...member, national_number: '12ab' }] },
      { main, members: Array.from({ length: 21 }, () => member) },
      { main: { ...main, phone: '1' }, members: [member] },
      { members: [member] }, null, 'x',
    ];
    for (const bad of bads) {
      const res = await call('POST', '/email/medical-form', { token: demo, body: bad === null ? 'null' : bad });
      expect(res.status).toBe(400);
      expect(res.body.code).toEqual(expect.any(String));
    }
  });
});

describe('a call back where the web refuses a cover', () => {
  it('e-mails customer care the reason and the number, acknowledges it to the account, and answers a reference', async () => {
    const body = { reason: 'guard-age', phone: '0790000009', note: 'Please call after 4 pm\nSubject: forged' };
    const res = await call('POST', '/email/call-back', { token: demo, body, lang: 'ar' });
    expect(res).toMatchObject({ status: 200, body: { ok: true, reference: expect.stringMatching(/^CB-[0-9A-F]{8}$/) } });
    const messages = await listOutbox(db);
    const care = messages.find((m) => m.to === 'care@sanad-insurance.jo' && m.subject?.includes(res.body.reference))!;
    expect(care.subject).toBe(`[Call back ${res.body.reference}] Personal guard insurance, customer 60 or over`);
    expect(care.body).toContain('Phone to call: 079 000 0009');
    // What the customer typed is quoted, never a line of its own.
    expect(care.body).toContain('> Subject: forged');
    expect(care.body.split('\n')).not.toContain('Subject: forged');
    const ack = messages.find((m) => m.to === 'demo@portal.test' && m.subject?.includes(res.body.reference))!;
    expect(ack.subject).toBe(`سنتصل بك (${res.body.reference})`);
  });

  it('refuses an unknown reason or a bad number with 400, writing nothing', async () => {
    const before = (await listOutbox(db)).length;
    for (const body of [{ reason: 'car-age', phone: '0790000009', note: '' }, { reason: 'home-age', phone: '12', note: '' }, {}]) {
      expect((await call('POST', '/email/call-back', { token: demo, body })).status).toBe(400);
    }
    expect((await listOutbox(db)).length).toBe(before);
    // Only a signed-in customer asks.
    expect((await call('POST', '/email/call-back', { body: { reason: 'home-age', phone: '0790000009', note: '' } })).status).toBe(401);
  });

  it('twenty sent at once, or one replayed: the hour allows REQUEST_FORM_LIMIT, the rest answer 429 and e-mail nobody', async () => {
    const before = (await listOutbox(db)).length;
    const body = { reason: 'home-age', phone: '0790000009', note: 'Once' };
    const statuses = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/email/call-back', { token: demo, body }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(REQUEST_FORM_LIMIT.max);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(20 - REQUEST_FORM_LIMIT.max).fill(429));
    expect((await listOutbox(db)).length - before).toBe(2 * REQUEST_FORM_LIMIT.max);
  });
});
