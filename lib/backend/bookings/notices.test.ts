/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { memoryDb } from '../test-db';
import { notifyAppointment, type AppointmentEvent } from './notices';

let db: Db;
let close: () => Promise<void>;
let demo: number;
beforeAll(async () => {
  ({ db, close } = await memoryDb());
  const [row] = await db.select().from(users).where(eq(users.email, 'demo@portal.test'));
  demo = row!.id;
}, 30_000);
afterAll(() => close());

const newest = async () => (await db.select().from(notifications)
  .where(and(eq(notifications.userId, demo), eq(notifications.kind, 'appointment')))
  .orderBy(desc(notifications.id)).limit(1))[0];

describe('appointment notifications', () => {
  it.each<[AppointmentEvent, string, string]>([
    ['booked', 'Appointment booked', 'تم حجز الموعد'],
    ['updated', 'Appointment changed', 'تم تعديل الموعد'],
    ['cancelled', 'Appointment cancelled', 'تم إلغاء الموعد'],
  ])('writes an unread, bilingual notice when an appointment is %s', async (event, titleEn, titleAr) => {
    const now = new Date();
    await notifyAppointment(db, { userId: demo, appointmentId: 7, event, date: '2026-12-03', timePeriod: '10:30-12:30', car: 'Toyota Corolla 2021 (12-34567)', carAr: 'تويوتا كورولا 2021 (12-34567)' }, now);
    const row = await newest();
    expect(row).toMatchObject({ titleEn, titleAr, readAt: null, kind: 'appointment' });
    expect(row?.bodyEn).toContain('Toyota Corolla 2021 (12-34567)');
    expect(row?.bodyEn).toMatch(/ on 03-12-2026, 10:30\sAM – 12:30\sPM\b/);
    // The Arabic comma, and the slot as a range that reads start first.
    expect(row?.bodyAr).toMatch(/يوم 03-12-2026، من 10:30\sص إلى 12:30\sم\./);
    expect(row?.bodyAr).not.toContain(',');
    expect(row?.bodyAr).toContain('تويوتا كورولا 2021 (12-34567)');
    expect(row?.createdAt.getTime()).toBe(now.getTime());
  });

  it('keeps each event: booking the same appointment twice writes two notices', async () => {
    const before = (await db.select().from(notifications).where(eq(notifications.userId, demo))).length;
    const notice = { userId: demo, appointmentId: 9, event: 'booked' as const, date: '2026-12-04', timePeriod: '08:30-10:30', car: 'Kia', carAr: 'كيا' };
    await notifyAppointment(db, notice, new Date());
    await notifyAppointment(db, notice, new Date());
    expect((await db.select().from(notifications).where(eq(notifications.userId, demo))).length).toBe(before + 2);
  });
});
