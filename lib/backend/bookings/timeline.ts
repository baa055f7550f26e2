import type { AppointmentEvent } from '@/lib/api/endpoints/bookings';
import { formatDate, formatDateAndSlot } from '@/lib/format';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { appointmentEvents } from '../db/schema';
import { notifyAppointment } from '../notifications/appointment';
import { sendSms } from '../outbox';
import type { AppointmentRow } from './view';

type Kind = AppointmentEvent['kind'];

/** The day and the slot in each language: "03-12-2026, 10:30 AM – 12:30 PM" / "03-12-2026، من 10:30 ص إلى 12:30 م". */
const when = (a: AppointmentRow, lang: 'en' | 'ar') => formatDateAndSlot(a.date, a.timePeriod, lang);
export const referenceOf = (id: number) => `LB-${String(id).padStart(6, '0')}`;

/** The text message the contact phone gets, in both languages (the SMS has no page language). */
const SMS: Record<Kind, (a: AppointmentRow) => string> = {
  booked: (a) => `Lababak: assessment ${referenceOf(a.id)} booked for ${when(a, 'en')}. لبّيك: تم حجز موعد الكشف ${referenceOf(a.id)} يوم ${when(a, 'ar')}.`,
  updated: (a) => `Lababak: assessment ${referenceOf(a.id)} is now on ${when(a, 'en')}. لبّيك: أصبح موعد الكشف ${referenceOf(a.id)} يوم ${when(a, 'ar')}.`,
  confirmed: (a) => `Lababak: assessment ${referenceOf(a.id)} on ${when(a, 'en')} is confirmed. لبّيك: تم تأكيد موعد الكشف ${referenceOf(a.id)}.`,
  on_the_way: (a) => `Lababak: the assessor is on the way (${referenceOf(a.id)}). لبّيك: المُقيّم في الطريق إليك (${referenceOf(a.id)}).`,
  assessed: (a) => `Lababak: the assessment ${referenceOf(a.id)} is done. لبّيك: تم الكشف ${referenceOf(a.id)}.`,
  cancelled: (a) => `Lababak: assessment ${referenceOf(a.id)} on ${formatDate(a.date)} was cancelled. لبّيك: تم إلغاء موعد الكشف ${referenceOf(a.id)}.`,
};

/**
 * Writes one step of an appointment's history with who made it, tells the customer in the app (the
 * notifier) and by SMS to the appointment's phone, all in the caller's transaction: a change that rolls
 * back leaves no message behind.
 */
export async function recordEvent(
  tx: Pick<Db, 'insert'>, appointment: AppointmentRow, kind: Kind, actor: UserRow, now: Date, note: string | null = null,
): Promise<void> {
  await tx.insert(appointmentEvents).values({
    appointmentId: appointment.id, kind, at: now, actorId: actor.id, actorRole: actor.type,
    actorName: actor.nameEn || actor.nameAr, actorNameAr: actor.nameAr || null, note,
  });
  await notifyAppointment(tx, {
    userId: appointment.userId, appointmentId: appointment.id, event: kind,
    date: appointment.date, timePeriod: appointment.timePeriod, car: appointment.car, carAr: appointment.carAr ?? appointment.car,
  }, now);
  await sendSms(tx, appointment.phone, SMS[kind](appointment));
}
