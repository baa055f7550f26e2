import type { AppointmentEvent } from '@/lib/api/endpoints/bookings';
import { formatDate, formatDateAndSlot } from '@/lib/format';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import { appointmentEvents, users } from '../db/schema';
import { notifyAppointment } from '../notifications/appointment';
import { messageLinkOrigin } from '@/lib/config/env';
import { queueEmail, queueSms } from '../outbox';
import { appointmentEmail, isMailed } from './appointment-mail';
import type { AppointmentRow } from './view';

type Kind = AppointmentEvent['kind'];
/** The texts: every step of the history, and the evening-before reminder (lib/backend/reminders). */
type SmsKind = Kind | 'reminder';

/** The day and the slot in each language: "03-12-2026, 10:30 AM – 12:30 PM" / "03-12-2026، من 10:30 ص إلى 12:30 م". */
const when = (a: AppointmentRow, lang: Locale) => formatDateAndSlot(a.date, a.timePeriod, lang);
export const referenceOf = (id: number) => `LB-${String(id).padStart(6, '0')}`;

const EN: Record<SmsKind, (a: AppointmentRow) => string> = {
  booked: (a) => `Lababak: assessment ${referenceOf(a.id)} booked for ${when(a, 'en')}.`,
  updated: (a) => `Lababak: assessment ${referenceOf(a.id)} is now on ${when(a, 'en')}.`,
  confirmed: (a) => `Lababak: assessment ${referenceOf(a.id)} on ${when(a, 'en')} is confirmed.`,
  on_the_way: (a) => `Lababak: the assessor is on the way (${referenceOf(a.id)}).`,
  assessed: (a) => `Lababak: the assessment ${referenceOf(a.id)} is done.`,
  cancelled: (a) => `Lababak: assessment ${referenceOf(a.id)} on ${formatDate(a.date)} was cancelled.`,
  reminder: (a) => `Lababak reminder: the assessor comes tomorrow, ${when(a, 'en')} (${referenceOf(a.id)}).`,
};
const AR: Record<SmsKind, (a: AppointmentRow) => string> = {
  booked: (a) => `لبّيك: تم حجز موعد الكشف ${referenceOf(a.id)} يوم ${when(a, 'ar')}.`,
  updated: (a) => `لبّيك: أصبح موعد الكشف ${referenceOf(a.id)} يوم ${when(a, 'ar')}.`,
  confirmed: (a) => `لبّيك: تم تأكيد موعد الكشف ${referenceOf(a.id)} يوم ${when(a, 'ar')}.`,
  on_the_way: (a) => `لبّيك: المُقيّم في الطريق إليك (${referenceOf(a.id)}).`,
  assessed: (a) => `لبّيك: تم الكشف ${referenceOf(a.id)}.`,
  cancelled: (a) => `لبّيك: تم إلغاء موعد الكشف ${referenceOf(a.id)} يوم ${formatDate(a.date)}.`,
  reminder: (a) => `تذكير من لبّيك: يصلك المُقيّم غداً، ${when(a, 'ar')} (${referenceOf(a.id)}).`,
};

/** The text message the appointment's phone gets, in one language. */
export const appointmentSms = (kind: SmsKind, lang: Locale, appointment: AppointmentRow): string => (lang === 'ar' ? AR : EN)[kind](appointment);

/**
 * Writes one step of an appointment's history with who made it, tells the customer in the app (the
 * notifier), by SMS to the appointment's phone and, when it is booked, moved or cancelled, by e-mail
 * with its calendar file, all in the caller's transaction: a change that rolls
 * back leaves no message behind.
 */
export async function recordEvent(
  tx: Pick<Db, 'insert' | 'select'>, appointment: AppointmentRow, kind: Kind, actor: UserRow, now: Date, note: string | null = null,
): Promise<void> {
  await tx.insert(appointmentEvents).values({
    appointmentId: appointment.id, kind, at: now, actorId: actor.id, actorRole: actor.type,
    actorName: actor.nameEn || actor.nameAr, actorNameAr: actor.nameAr || null, note,
  });
  await notifyAppointment(tx, {
    userId: appointment.userId, appointmentId: appointment.id, event: kind,
    date: appointment.date, timePeriod: appointment.timePeriod, car: appointment.car, carAr: appointment.carAr ?? appointment.car,
  }, now);
  // In the customer's language (users.language): their own booking or change has just recorded the
  // request's; what staff do (confirm, on the way, assessed, cancel) reaches them in the one they use.
  const [customer] = await tx.select({ language: users.language, email: users.email }).from(users).where(eq(users.id, appointment.userId)).limit(1);
  const lang = customer?.language ?? 'en';
  await queueSms(tx, { to: appointment.phone, body: appointmentSms(kind, lang, appointment), language: lang });
  // A booking, a new time or a cancellation also reaches the account's e-mail, with the calendar file.
  if (customer && isMailed(kind)) {
    await queueEmail(tx, appointmentEmail(kind, appointment, customer.email, lang, messageLinkOrigin(), now));
  }
}
