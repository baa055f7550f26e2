/** @jest-environment node */
// Runs on PostgreSQL as well (scripts/test-all.mjs), where two servers' schedules really race on one database.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, ammanDay, ammanInstant } from '@/lib/calendar/days';
import { openPostgres, type Db } from '../db/client';
import { appointments, outbox, outboxAttachments, policies, remindersSent, users } from '../db/schema';
import { freshCustomer } from '../test-customer';
import { memoryDb } from '../test-db';
import { runReminders } from './schedule';

let db: Db;
/** A second server's connections to the same database (PostgreSQL), or the same one (PGlite, one process). */
let other: Db;
let close: () => Promise<void>;
let closeOther = async () => {};
beforeAll(async () => {
  const opened = await memoryDb();
  ({ db, close } = opened);
  other = db;
  if (opened.url) ({ db: other, close: closeOther } = await openPostgres(opened.url, undefined, 4));
}, 90_000);
afterAll(async () => { await closeOther(); await close(); });

const NOW = new Date();
const today = ammanDay(NOW);
/** Noon in Jordan, `days` from today: the schedule's clock in these tests. */
const at = (days: number, hhmm = '12:00') => ammanInstant(addDays(today, days), hhmm);

async function contractOf(userId: number, line: 'motor' | 'travel', expiresIn: number) {
  const [row] = await db.insert(policies).values({
    userId, line, contractNumber: `T-${line}-${randomBytes(4).toString('hex')}`, segmentCode: line === 'motor' ? 'MOT-COMP' : 'TRV-STD',
    effectiveDate: addDays(today, expiresIn - 364), expiry: addDays(today, expiresIn), insuredSum: 10_000, premium: 300,
    qrToken: randomBytes(16).toString('hex'), plateNumber: line === 'motor' ? '12-34567' : null, vehicleType: line === 'motor' ? 'Toyota' : null,
    vehicleModel: line === 'motor' ? 'Corolla' : null, productionYear: line === 'motor' ? 2020 : null, engineType: line === 'motor' ? 'petrol' : null,
  }).returning();
  return row!;
}

const messagesTo = (user: { email: string; mobile: string }) =>
  db.select().from(outbox).where(inArray(outbox.to, [user.email, user.mobile])).orderBy(outbox.id);
const sentFor = (subjectId: number, subject: 'policy' | 'appointment' = 'policy') =>
  db.select().from(remindersSent).where(and(eq(remindersSent.subject, subject), eq(remindersSent.subjectId, subjectId)));

describe('contract reminders', () => {
  it('a car contract gets its renewal-window, 20-day and last-day reminders once each, by SMS and e-mail, in its language', async () => {
    const { user } = await freshCustomer(db);
    await db.update(users).set({ language: 'ar' }).where(eq(users.id, user.id));
    const car = await contractOf(user.id, 'motor', 45);

    await runReminders(db, at(0));
    let mine = await messagesTo(user);
    expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = mine.find((m) => m.channel === 'sms')!;
    expect(sms).toMatchObject({ language: 'ar', state: 'pending' });
    expect(sms.body).toContain(car.contractNumber);
    expect(sms.body).toContain(`/ar/car-insurance-renewal?policyId=${car.id}`);
    expect(sms.body).toMatch(/جدّده/);
    expect(mine.find((m) => m.channel === 'email')!.subject).toMatch(/يمكنك تجديد/);

    // The same day again, and the next days before the warning: nothing more.
    await runReminders(db, at(0, '18:00'));
    await runReminders(db, at(10));
    expect(await messagesTo(user)).toHaveLength(2);

    await runReminders(db, at(25)); // 20 days left
    await runReminders(db, at(26));
    mine = await messagesTo(user);
    expect(mine).toHaveLength(4);
    expect(mine[2]!.body).toContain(`/ar/car-insurance-renewal?policyId=${car.id}`);

    await runReminders(db, at(45)); // its last day
    await runReminders(db, at(46));
    mine = await messagesTo(user);
    expect(mine).toHaveLength(6);
    expect(mine[5]!.body).toContain(`/ar/policy/motor/${car.id}`);
    expect((await sentFor(car.id)).map((r) => r.event).sort()).toEqual(['ended', 'expiry-warning', 'renewal-window']);
  });

  it('a travel contract gets no renewal-window reminder; a renewed car contract gets none at all', async () => {
    const { user } = await freshCustomer(db);
    const trip = await contractOf(user.id, 'travel', 30);
    const car = await contractOf(user.id, 'motor', 30);
    const renewal = await contractOf(user.id, 'motor', 395);
    await db.update(policies).set({ renewalOfId: car.id }).where(eq(policies.id, renewal.id));
    await runReminders(db, at(0));
    expect(await sentFor(trip.id)).toEqual([]);
    await runReminders(db, at(10));
    const events = await sentFor(trip.id);
    expect(events.map((e) => e.event)).toEqual(['expiry-warning']);
    const mail = (await messagesTo(user)).find((m) => m.channel === 'email')!;
    expect(mail).toMatchObject({ language: 'en', subject: expect.stringMatching(/^Your travel contract .* ends on/) });
    expect(mail.body).toContain(`/en/policy/travel/${trip.id}`);
    expect(await sentFor(car.id)).toEqual([]);
  });

  it('two servers running the schedule at once, twice, send each reminder once', async () => {
    const customers = await Promise.all([freshCustomer(db), freshCustomer(db), freshCustomer(db)]);
    const contracts = [];
    for (const { user } of customers) contracts.push(await contractOf(user.id, 'motor', 40), await contractOf(user.id, 'travel', 15));
    const runs = await Promise.all([runReminders(db, at(0)), runReminders(other, at(0)), runReminders(db, at(0)), runReminders(other, at(0))]);
    const ids = contracts.map((c) => c.id);
    const rows = await db.select().from(remindersSent).where(and(eq(remindersSent.subject, 'policy'), inArray(remindersSent.subjectId, ids)));
    expect(rows).toHaveLength(6); // each car its renewal window, each trip its 20-day warning
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
    for (const { user } of customers) {
      const mine = await messagesTo(user);
      expect(mine.filter((m) => m.channel === 'sms')).toHaveLength(2);
      expect(mine.filter((m) => m.channel === 'email')).toHaveLength(2);
    }
  });
});

describe('the appointment reminder', () => {
  it('goes once from 18:00 the evening before, by SMS and by e-mail with the calendar file', async () => {
    const { user } = await freshCustomer(db);
    const car = await contractOf(user.id, 'motor', 200);
    const tomorrow = addDays(today, 1);
    const [appointment] = await db.insert(appointments).values({
      userId: user.id, policyId: car.id, name: user.nameEn, phone: user.mobile, date: tomorrow, timePeriod: '10:30-12:30',
      car: 'Toyota Corolla 2020', carAr: 'تويوتا كورولا 2020', lat: 31.95, lng: 35.91, address: 'Mecca Street, Amman', createdAt: at(-2),
    }).returning();
    await runReminders(db, at(0, '17:30'));
    expect(await sentFor(appointment!.id, 'appointment')).toEqual([]);
    await Promise.all([runReminders(db, at(0, '18:05')), runReminders(other, at(0, '18:05'))]);
    await runReminders(db, at(0, '21:00'));
    const mine = (await messagesTo(user)).filter((m) => m.body.includes('LB-'));
    expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(mine.find((m) => m.channel === 'sms')!.body).toMatch(/tomorrow/);
    const mail = mine.find((m) => m.channel === 'email')!;
    expect(mail.subject).toMatch(/^Tomorrow: your Lababak assessment LB-/);
    expect(mail.body).toContain(`/en/appointment-preview?id=${appointment!.id}`);
    const [ics] = await db.select().from(outboxAttachments).where(eq(outboxAttachments.outboxId, mail.id));
    expect(ics).toMatchObject({ kind: 'inline', type: 'text/calendar; charset=utf-8' });
    expect(ics!.content).toContain('BEGIN:VEVENT');
  });

  it('is not sent for an appointment booked that same evening or cancelled', async () => {
    const { user } = await freshCustomer(db);
    const car = await contractOf(user.id, 'motor', 200);
    const base = { userId: user.id, policyId: car.id, name: user.nameEn, phone: user.mobile, date: addDays(today, 1), timePeriod: '14:30-16:30', car: 'Kia Rio', lat: 31.95, lng: 35.91, address: 'Amman' };
    const rows = await db.insert(appointments).values([
      { ...base, createdAt: at(0, '19:00') },
      { ...base, status: 'cancelled', createdAt: at(-3) },
    ]).returning();
    await runReminders(db, at(0, '20:00'));
    for (const row of rows) expect(await sentFor(row.id, 'appointment')).toEqual([]);
  });
});
