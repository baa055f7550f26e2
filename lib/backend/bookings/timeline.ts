import { createTranslator } from 'next-intl';
import type { AppointmentEvent } from '@/lib/api/endpoints/bookings';
import type { StoredChange } from '@/lib/model/bookings/changes';
import { formatDate, formatDateAndSlot } from '@/lib/format';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { appointmentEvents, users } from '../db/schema';
import { notifyAppointment } from './notices';
import { messageLinkOrigin } from '@/lib/config/env';
import { queueEmail, queueSms } from '../messages';
import { appointmentEmail, isMailed } from './appointment-mail';
import type { AppointmentRow } from './row';

type Kind = AppointmentEvent['kind'];
/** The texts: every step of the history, and the evening-before reminder (lib/backend/reminders). */
type SmsKind = Kind | 'reminder';

/** The day and the slot in each language: "03-12-2026, 10:30 AM – 12:30 PM" / "03-12-2026، من 10:30 ص إلى 12:30 م". */
const when = (a: AppointmentRow, lang: Locale) => formatDateAndSlot(a.date, a.timePeriod, lang);
export { referenceOf } from './reference';
import { referenceOf } from './reference';

/** The text message the appointment's phone gets, in one language. */
export function appointmentSms(kind: SmsKind, lang: Locale, a: AppointmentRow): string {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'lababak.sms' });
  return t(kind, { reference: referenceOf(a.id), when: when(a, lang), day: formatDate(a.date) });
}

/**
 * Writes one step of an appointment's history with who made it, tells the customer in the app (the
 * notifier), by SMS to the appointment's phone and, when it is booked, moved or cancelled, by e-mail
 * with its calendar file, all in the caller's transaction: a change that rolls
 * back leaves no message behind.
 */
export async function recordEvent(
  tx: Pick<Db, 'insert' | 'select'>, appointment: AppointmentRow, kind: Kind, actor: UserRow, now: Date, note: string | null = null,
  changes: StoredChange[] | null = null,
): Promise<void> {
  await tx.insert(appointmentEvents).values({
    appointmentId: appointment.id, kind, at: now, actorId: actor.id, actorRole: actor.type,
    actorName: actor.nameEn || actor.nameAr, actorNameAr: actor.nameAr || null, note, changes,
  });
  await notifyAppointment(tx, {
    userId: appointment.userId, appointmentId: appointment.id, event: kind,
    date: appointment.date, timePeriod: appointment.timePeriod, car: appointment.car, carAr: appointment.carAr ?? appointment.car,
  }, now);
  // In the language the customer chose for messages (users.language), whether they booked or changed
  // it themselves or staff moved it (confirm, on the way, assessed, cancel), whatever the screen's.
  const [customer] = await tx.select({ language: users.language, email: users.email }).from(users).where(eq(users.id, appointment.userId)).limit(1);
  const lang = customer?.language ?? 'en';
  await queueSms(tx, { to: appointment.phone, body: appointmentSms(kind, lang, appointment), language: lang });
  // A booking, a new time or a cancellation also reaches the account's e-mail, with the calendar file.
  if (customer && isMailed(kind)) {
    await queueEmail(tx, appointmentEmail(kind, appointment, customer.email, lang, messageLinkOrigin(), now));
  }
}
