/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two connections really race: 50 customers race for one period.
import { and, eq } from 'drizzle-orm';
import { addDays, ammanDay, ammanYear, nextOpenDays } from '@/lib/calendar/days';
import { PERIOD_CAPACITY } from '@/lib/config/bookings';
import { startSession } from '../accounts/auth/sessions';
import type { Db } from '../db/client';
import { appointmentPeriods, appointments, blockedDays, notifications, outbox, policies, users } from '../db/schema';
import { demoBookingDays } from '../seeds/bookings';
import { backendClient, type Answer } from '../test-client';
import { databaseForFile } from '../test-db';

let db: Db;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let corolla: number;
let kia: number;
const now = new Date();
/** A day a week ahead that is open, clear of the seed's full and blocked days. */
let day: string;

const { call } = backendClient(() => db);

/** A customer of their own with one motor contract in force and a session, without the cost of a sign-in. */
async function customerWithCar(n: number): Promise<{ token: string; userId: number; policyId: number }> {
  const [user] = await db.insert(users).values({
    email: `car${n}-${Date.now()}@portal.test`, mobile: `0781${String(n).padStart(6, '0')}`, nationality: 'JO', nameAr: 'زبون',
    nameEn: `Customer ${n}`, isVerified: true, status: 'complete', passwordHash: 'unused', nationalId: `88${String(n).padStart(8, '0')}`,
  }).returning();
  const [policy] = await db.insert(policies).values({
    userId: user!.id, line: 'motor', contractNumber: `P-MOT-T-${n}-${Date.now()}`, segmentCode: 'MC-COMP',
    effectiveDate: addDays(ammanDay(now), -30), expiry: addDays(ammanDay(now), 300), plateNumber: `50-${n}`, vehicleType: 'Kia',
    vehicleModel: 'Rio', productionYear: 2020, insuredSum: 9000, premium: 100, qrToken: `qr-test-${n}-${Date.now()}`,
  }).returning();
  return { token: await startSession(db, crypto.randomUUID(), user!.id, now), userId: user!.id, policyId: policy!.id };
}

const place = { lat: 31.9539, lng: 35.9106, address: 'Abdali Boulevard, Amman' };
const request = (policyId: number, over: Record<string, unknown> = {}) => ({
  policy_id: policyId, name: 'Omar Khaled Saleh Haddad', phone: '0790000001', note: 'Rear bumper',
  date: day, time_period: '12:30-14:30', can_move: true, towing: false, location: place, ...over,
});

function expectError(answer: Answer, status: number, code?: string) {
  expect(answer.status).toBe(status);
  expect(typeof answer.body.code).toBe('string');
  expect(typeof answer.body.message).toBe('string');
  if (code) expect(answer.body.code).toBe(code);
}

databaseForFile('bookings-test', (opened) => ({ db } = opened));
beforeAll(async () => {
  for (const who of ['demo', 'care', 'new']) {
    const [row] = await db.select().from(users).where(eq(users.email, `${who}@portal.test`));
    ids[who] = row!.id;
    tokens[who] = await startSession(db, crypto.randomUUID(), row!.id, now);
  }
  const mine = await db.select().from(policies).where(eq(policies.userId, ids.demo!));
  corolla = mine.find((p) => p.vehicleModel === 'Corolla')!.id;
  kia = mine.find((p) => p.vehicleModel === 'Sportage')!.id;
  const blocked = new Set((await db.select().from(blockedDays)).map((b) => b.date));
  [day = ''] = nextOpenDays(now, 1, blocked, 7);
}, 60_000);

describe('capacity', () => {
  it('fifty simultaneous bookings of the last place in a period create exactly one appointment', async () => {
    const slot = '08:30-10:30';
    // One car is booked once a period: the places before the last go to cars of their own.
    for (let i = 0; i < PERIOD_CAPACITY[slot] - 1; i++) {
      const filler = await customerWithCar(900 + i);
      expect((await call('POST', '/booking/createAppointment', { token: filler.token, body: request(filler.policyId, { time_period: slot }) })).status).toBe(200);
    }
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => customerWithCar(i)));
    const answers = await Promise.all(customers.map((c) => call('POST', '/booking/createAppointment', { token: c.token, body: request(c.policyId, { time_period: slot }) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(49);
    for (const a of refused) {
      expectError(a, 409, 'period_full');
      expect(a.body.available).not.toContain(slot);
    }
    const held = await db.select().from(appointments).where(and(eq(appointments.date, day), eq(appointments.timePeriod, slot)));
    expect(held).toHaveLength(PERIOD_CAPACITY[slot]);
    const times = await call('GET', `/booking/getTimes/${day}`, { token: tokens.demo });
    expect(times.body.available).not.toContain(slot);
    expect((times.body.periods as { time_period: string; state: string }[]).find((p) => p.time_period === slot)?.state).toBe('full');
  }, 60_000);

  it('moving an appointment into a full period is refused and leaves it where it was', async () => {
    const c = await customerWithCar(950);
    const booked = await call('POST', '/booking/createAppointment', { token: c.token, body: request(c.policyId, { time_period: '14:30-16:30' }) });
    const appointment = booked.body.appointment as { id: number };
    const full = await call('POST', '/booking/updateAppointment', { token: c.token, body: { ...request(c.policyId), id: appointment.id, time_period: '08:30-10:30' } });
    expectError(full, 409, 'period_full');
    const [row] = await db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.timePeriod).toBe('14:30-16:30');
  });

  it('the seeded full period and blocked day show as such', async () => {
    const seeded = demoBookingDays(now);
    const times = await call('GET', `/booking/getTimes/${seeded.full}`, { token: tokens.demo });
    expect((times.body.periods as { time_period: string; state: string }[]).find((p) => p.time_period === seeded.fullPeriod)?.state).toMatch(/full|begun/);
    expect((await call('GET', '/booking/getBlockedDays', { token: tokens.demo })).body.days).toContain(seeded.blocked);
    expect((await call('GET', `/booking/getTimes/${seeded.blocked}`, { token: tokens.demo })).body.closed).toBe('blocked');
  });
});

describe('a customer books, changes and cancels; each step is told and recorded', () => {
  let id: number;
  it('books one of their motor contracts in force', async () => {
    const before = (await db.select().from(outbox)).length;
    const res = await call('POST', '/booking/createAppointment', { token: tokens.demo, body: request(corolla, { time_period: '16:30-18:30', towing: true, can_move: false }) });
    expect(res.status).toBe(200);
    const a = res.body.appointment as { id: number; reference: string; car: string; status: string; history: { kind: string; by: { role: string } }[] };
    id = a.id;
    expect(a.reference).toMatch(/^LB-\d{6}$/);
    expect(a.car).toBe('Toyota Corolla 2021 (12-34567)');
    expect(a.status).toBe('booked');
    expect(a.history).toEqual([expect.objectContaining({ kind: 'booked', by: { role: 'customer', name: 'Omar Khaled Saleh Haddad' } })]);
    const sms = (await db.select().from(outbox)).slice(before);
    expect(sms.some((m) => m.channel === 'sms' && m.to === '+962790000001' && m.body.includes(a.reference))).toBe(true);
    const [note] = await db.select().from(notifications).where(and(eq(notifications.userId, ids.demo!), eq(notifications.titleEn, 'Appointment booked')));
    expect(note).toBeDefined();
    // The car is named in both languages, in the notice and when an Arabic page reads the appointment.
    expect(note!.bodyAr).toContain('تويوتا كورولا 2021 (12-34567)');
    expect((await call('GET', `/booking/getCustomerAppointment/${id}`, { token: tokens.demo, lang: 'ar' })).body.appointment).toMatchObject({ car: 'تويوتا كورولا 2021 (12-34567)' });
  });

  it('sees it in their list and alone', async () => {
    const list = await call('GET', '/booking/getCustomerAppointment/', { token: tokens.demo });
    expect((list.body.appointments as { id: number }[]).map((a) => a.id)).toContain(id);
    expect((await call('GET', `/booking/getCustomerAppointment/${id}`, { token: tokens.demo })).status).toBe(200);
  });

  it('changes its period; its own place counts as free while changing', async () => {
    const times = await call('GET', `/booking/getTimes/${day}?appointment=${id}`, { token: tokens.demo });
    expect(times.body.available).toContain('16:30-18:30');
    const res = await call('POST', '/booking/updateAppointment', { token: tokens.demo, body: { ...request(corolla), id, time_period: '18:30-20:30', towing: true, can_move: false } });
    expect(res.status).toBe(200);
    const a = res.body.appointment as { time_period: string; history: { kind: string }[] };
    expect(a.time_period).toBe('18:30-20:30');
    expect(a.history.map((h) => h.kind)).toEqual(['booked', 'updated']);
  });

  it('staff move it along the timeline, forward only, and the customer sees who did it', async () => {
    for (const status of ['confirmed', 'on_the_way']) {
      expect((await call('POST', '/booking/updateAppointmentStatus', { token: tokens.care, body: { id, status } })).status).toBe(200);
    }
    expectError(await call('POST', '/booking/updateAppointmentStatus', { token: tokens.care, body: { id, status: 'confirmed' } }), 409, 'status_not_forward');
    expectError(await call('POST', '/booking/updateAppointmentStatus', { token: tokens.demo, body: { id, status: 'assessed' } }), 403, 'forbidden_role');
    const mine = (await call('GET', `/booking/getCustomerAppointment/${id}`, { token: tokens.demo })).body.appointment as { status: string; history: { kind: string; by: { role: string; name: string } }[] };
    expect(mine.status).toBe('on_the_way');
    expect(mine.history.at(-1)).toEqual(expect.objectContaining({ kind: 'on_the_way', by: { role: 'customerCare', name: 'Huda Nabil Sami Odeh' } }));
    // In Arabic, who did it reads in Arabic.
    const inArabic = (await call('GET', `/booking/getCustomerAppointment/${id}`, { token: tokens.demo, lang: 'ar' })).body.appointment as typeof mine;
    expect(inArabic.history.at(-1)).toEqual(expect.objectContaining({ by: { role: 'customerCare', name: 'هدى نبيل سامي عودة' } }));
  });

  it('cancels with a required note; a cancelled one cannot be changed or cancelled again', async () => {
    expectError(await call('DELETE', `/booking/cancleAppointment/${id}`, { token: tokens.demo }), 400, 'validation_error');
    expectError(await call('DELETE', `/booking/cancleAppointment/${id}?notes=%20%20`, { token: tokens.demo }), 400, 'validation_error');
    const res = await call('DELETE', `/booking/cancleAppointment/${id}?notes=${encodeURIComponent('Repaired already')}`, { token: tokens.demo });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toEqual(expect.objectContaining({ status: 'cancelled', cancel_note: 'Repaired already' }));
    expectError(await call('POST', '/booking/updateAppointment', { token: tokens.demo, body: { ...request(corolla), id } }), 409, 'appointment_cancelled');
    expectError(await call('DELETE', `/booking/cancleAppointment/${id}?notes=again`, { token: tokens.demo }), 409, 'appointment_cancelled');
  });
});

describe('customer care', () => {
  it('finds the demo customer\'s motor contracts by plate (typed any way: 12-034567 is 12-34567), mobile, national ID and contract number', async () => {
    const [demo] = await db.select().from(users).where(eq(users.id, ids.demo!));
    for (const [by, q] of [['plate', '12 34567'], ['plate', '12-034567'], ['plate', '١٢-٠٣٤٥٦٧'], ['mobile', '+962790000001'], ['national_id', demo!.nationalId!], ['contract', `p-mot-${ammanYear(now)}-000101`]]) {
      const res = await call('GET', `/booking/searchPolicies?by=${by}&q=${encodeURIComponent(q!)}`, { token: tokens.care });
      expect(res.status).toBe(200);
      const found = res.body.results as { policy: { id: number; line: string }; customer: { id: number } }[];
      expect(found.map((r) => r.policy.id)).toContain(corolla);
      expect(found.every((r) => r.policy.line === 'motor' && r.customer.id === ids.demo)).toBe(true);
    }
    expectError(await call('GET', '/booking/searchPolicies?by=plate&q=12-34567', { token: tokens.demo }), 403, 'forbidden_role');
  });

  it('books for a customer, sees the day by period against capacity, finds and cancels it with the contract id', async () => {
    const res = await call('POST', '/booking/createAppointment', { token: tokens.care, body: request(corolla, { time_period: '10:30-12:30' }) });
    expect(res.status).toBe(200);
    const a = res.body.appointment as { id: number; history: { by: { role: string } }[] };
    expect(a.history[0]!.by.role).toBe('customerCare');
    const [row] = await db.select().from(appointments).where(eq(appointments.id, a.id));
    expect(row!.userId).toBe(ids.demo);
    expect(row!.bookedBy).toBe(ids.care);

    const dayView = await call('GET', `/booking/getAllAppointments?date=${day}`, { token: tokens.care });
    const period = (dayView.body.periods as { time_period: string; capacity: number; taken: number; appointments: { id: number }[] }[])
      .find((p) => p.time_period === '10:30-12:30')!;
    expect(period.capacity).toBe(PERIOD_CAPACITY['10:30-12:30']);
    expect(period.appointments.map((x) => x.id)).toContain(a.id);
    expect(period.taken).toBe(period.appointments.length);

    const byDay = await call('GET', `/booking/searchAppointments?date=${day}&by=plate&q=12-34567`, { token: tokens.care });
    expect((byDay.body.appointments as { id: number }[]).map((x) => x.id)).toContain(a.id);
    expect((await call('GET', `/booking/getAppointmentById/${a.id}`, { token: tokens.care })).status).toBe(200);

    expectError(await call('DELETE', `/booking/cancleAppointment/${a.id}/${kia}?notes=x`, { token: tokens.care }), 404, 'appointment_not_found');
    expectError(await call('DELETE', `/booking/cancleAppointment/${a.id}?notes=x`, { token: tokens.care }), 403);
    const cancelled = await call('DELETE', `/booking/cancleAppointment/${a.id}/${corolla}?notes=${encodeURIComponent('Customer called')}`, { token: tokens.care, lang: 'ar' });
    expect(cancelled.status).toBe(200);
    // The answer of a cancel is in the caller's language like every other view of an appointment.
    expect((cancelled.body.appointment as { history: { kind: string; by: { role: string } }[] }).history.at(-1))
      .toEqual(expect.objectContaining({ kind: 'cancelled', by: { role: 'customerCare', name: 'هدى نبيل سامي عودة' } }));
  });
});

describe('refusals are 400/403/404/409 with {code, message}, never a 500, and change nothing', () => {
  let othersId: number;
  let othersPolicy: number;
  beforeAll(async () => {
    const other = await customerWithCar(990);
    othersPolicy = other.policyId;
    othersId = ((await call('POST', '/booking/createAppointment', { token: other.token, body: request(other.policyId, { time_period: '14:30-16:30' }) })).body.appointment as { id: number }).id;
  });

  it('another customer\'s appointment or contract is not found', async () => {
    expectError(await call('GET', `/booking/getCustomerAppointment/${othersId}`, { token: tokens.demo }), 404, 'appointment_not_found');
    expectError(await call('POST', '/booking/updateAppointment', { token: tokens.demo, body: { ...request(corolla), id: othersId } }), 404, 'appointment_not_found');
    expectError(await call('DELETE', `/booking/cancleAppointment/${othersId}?notes=mine`, { token: tokens.demo }), 404, 'appointment_not_found');
    expectError(await call('GET', `/booking/getTimes/${day}?appointment=${othersId}`, { token: tokens.demo }), 404);
    expectError(await call('POST', '/booking/createAppointment', { token: tokens.demo, body: request(othersPolicy) }), 404, 'policy_not_found');
    expectError(await call('GET', `/booking/getAppointmentById/${othersId}`, { token: tokens.demo }), 403);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, othersId));
    expect(row!.status).toBe('booked');
  });

  it.each([
    ['unknown id', '/booking/getCustomerAppointment/999999', 404],
    ['non-numeric id', '/booking/getCustomerAppointment/abc', 404],
    ['huge id', '/booking/getCustomerAppointment/99999999999999', 404],
    ['bad day', '/booking/getTimes/2025-02-30', 400],
    ['not a day', '/booking/getTimes/tomorrow', 400],
    ['bad place', '/booking/getLocationApproval/amman', 400],
    ['place out of range', '/booking/getLocationApproval/91,10', 400],
    ['staff calendar without a day', '/booking/getAllAppointments', 400],
    ['search with an unknown key', '/booking/searchAppointments?by=email&q=x', 400],
    ['search with nothing', '/booking/searchAppointments', 400],
  ])('%s', async (_, path, status) => {
    const token = path.includes('getAllAppointments') || path.includes('search') ? tokens.care : tokens.demo;
    expectError(await call('GET', path, { token }), status);
  });

  const past = () => addDays(ammanDay(now), -1);
  const friday = () => { let d = addDays(ammanDay(now), 7); while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 5) d = addDays(d, 1); return d; };
  it.each<[string, () => unknown, number, string]>([
    ['no body', () => undefined, 400, 'validation_error'],
    ['not JSON', () => '{"policy_id": ', 400, 'invalid_json'],
    ['a list', () => [1, 2], 400, 'validation_error'],
    ['unknown period', () => request(corolla, { time_period: '07:00-09:00' }), 400, 'validation_error'],
    ['a past day', () => request(corolla, { date: past() }), 400, 'day_past'],
    ['a Friday', () => request(corolla, { date: friday() }), 400, 'day_closed'],
    ['the blocked day', () => request(corolla, { date: demoBookingDays(now).blocked }), 400, 'day_blocked'],
    ['a day that does not exist', () => request(corolla, { date: '2030-02-30' }), 400, 'validation_error'],
    ['a year ahead', () => request(corolla, { date: addDays(ammanDay(now), 400) }), 400, 'day_too_far'],
    ['an expired contract', () => request(kia), 400, 'policy_not_in_force'],
    ['a contract that does not exist', () => request(987654), 404, 'policy_not_found'],
    ['a NUL in the note', () => request(corolla, { note: 'a\u0000b' }), 400, 'validation_error'],
    ['a NUL in the address', () => request(corolla, { location: { ...place, address: 'x\u0000' } }), 400, 'validation_error'],
    ['a note far too long', () => request(corolla, { note: 'x'.repeat(5000) }), 400, 'validation_error'],
    ['a bad phone', () => request(corolla, { phone: '12' }), 400, 'validation_error'],
    ['a place outside the service areas', () => request(corolla, { location: { lat: 30.5, lng: 36.9, address: 'Desert highway' } }), 400, 'location_not_served'],
    ['a place at 0,0', () => request(corolla, { location: { ...place, lat: 0, lng: 0 } }), 400, 'validation_error'],
    ['a right-to-left override in the note', () => request(corolla, { note: 'Call me\u202e first' }), 400, 'validation_error'],
    ['five photos', () => request(corolla, { photos: ['a', 'b', 'c', 'd', 'e'] }), 400, 'validation_error'],
    ['latitude as text', () => request(corolla, { location: { ...place, lat: '31.9' } }), 400, 'validation_error'],
    ['a body over the size limit', () => request(corolla, { note: 'x'.repeat(70 * 1024) }), 413, 'payload_too_large'],
  ])('booking with %s', async (_, body, status, code) => {
    const before = (await db.select().from(appointments)).length;
    expectError(await call('POST', '/booking/createAppointment', { token: tokens.demo, body: body() }), status, code);
    expect((await db.select().from(appointments)).length).toBe(before);
  });

  it('a period that has begun cannot be booked', async () => {
    const today = ammanDay(now);
    const times = await call('GET', `/booking/getTimes/${today}`, { token: tokens.demo });
    const begun = (times.body.periods as { time_period: string; state: string }[]).find((p) => p.state === 'begun');
    if (begun) expectError(await call('POST', '/booking/createAppointment', { token: tokens.demo, body: request(corolla, { date: today, time_period: begun.time_period }) }), 400);
    else expect(times.body.closed === null || times.body.closed === 'closed' || times.body.closed === 'blocked').toBe(true);
  });

  it('an unverified customer and a visitor cannot book', async () => {
    expectError(await call('POST', '/booking/createAppointment', { token: tokens.new, body: request(corolla) }), 403, 'account_held');
    expectError(await call('POST', '/booking/createAppointment', { body: request(corolla) }), 401);
  });

  it('a customer cannot use the staff cancel, and staff periods stay as configured unless narrowed', async () => {
    expectError(await call('DELETE', `/booking/cancleAppointment/${othersId}/${othersPolicy}?notes=x`, { token: tokens.demo }), 403, 'forbidden_role');
    const narrowed = await db.select().from(appointmentPeriods).where(eq(appointmentPeriods.date, day));
    expect(narrowed.every((p) => p.capacity === null)).toBe(true);
  });

  it('the location check answers served and not served places with the phone', async () => {
    const inAmman = await call('GET', '/booking/getLocationApproval/31.95,35.91', { token: tokens.demo });
    expect(inAmman.body).toEqual(expect.objectContaining({ approved: true, area: expect.objectContaining({ id: 'amman', name_ar: 'عمّان' }) }));
    const desert = await call('GET', '/booking/getLocationApproval/30.5,36.9', { token: tokens.demo });
    expect(desert.body).toEqual(expect.objectContaining({ approved: false, area: null, phone: expect.any(String) }));
  });
});

describe('damage photos', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  async function upload(token: string, purpose = 'damage-photo') {
    const res = await call('POST', `/uploads?purpose=${purpose}`, { token, body: PNG, headers: { 'content-type': 'image/png', 'x-file-name': 'bumper.png' } });
    expect(res.status).toBe(200);
    return res.body.id as string;
  }

  it('are claimed by the booking once, shown to the customer and staff, and to no one else', async () => {
    const owner = await customerWithCar(970);
    const stranger = await customerWithCar(971);
    const photo = await upload(owner.token);
    const res = await call('POST', '/booking/createAppointment', { token: owner.token, body: request(owner.policyId, { time_period: '16:30-18:30', photos: [photo] }) });
    expect(res.status).toBe(200);
    const a = res.body.appointment as { id: number; photos: { id: string; name: string }[] };
    expect(a.photos).toEqual([{ id: photo, name: 'bumper.png' }]);
    const mine = await call('GET', `/booking/getAppointmentPhoto/${a.id}/${photo}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(Buffer.from(mine.body.data as string, 'base64').equals(PNG)).toBe(true);
    expect((await call('GET', `/booking/getAppointmentPhoto/${a.id}/${photo}`, { token: tokens.care })).status).toBe(200);
    expectError(await call('GET', `/booking/getAppointmentPhoto/${a.id}/${photo}`, { token: stranger.token }), 404);
    expectError(await call('GET', `/booking/getAppointmentPhoto/${a.id}/nope`, { token: owner.token }), 404);
    // Its thumbnail, a JPEG (the 1-pixel PNG is not enlarged), for the same readers only.
    const thumb = await call('GET', `/booking/getAppointmentPhoto/${a.id}/${photo}?size=thumb`, { token: tokens.care });
    expect(thumb.body.content_type).toBe('image/jpeg');
    expect([...Buffer.from(thumb.body.data as string, 'base64').subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expectError(await call('GET', `/booking/getAppointmentPhoto/${a.id}/${photo}?size=thumb`, { token: stranger.token }), 404);
    // A photo cannot be claimed twice, nor someone else's, nor one sent for another purpose; nothing is booked then.
    const before = (await db.select().from(appointments)).length;
    // (another period and confirmed: the same car's second booking that day is not what is refused here)
    expectError(await call('POST', '/booking/createAppointment', { token: owner.token, body: request(owner.policyId, { time_period: '18:30-20:30', confirm_same_day: true, photos: [photo] }) }), 400, 'upload_missing');
    expectError(await call('POST', '/booking/createAppointment', { token: stranger.token, body: request(stranger.policyId, { time_period: '16:30-18:30', photos: [await upload(owner.token)] }) }), 400, 'upload_missing');
    expect((await db.select().from(appointments)).length).toBe(before);
  });
});
