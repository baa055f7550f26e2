import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { formatDateAndSlot } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export type AppointmentEvent = 'booked' | 'updated' | 'confirmed' | 'on_the_way' | 'assessed' | 'cancelled';

export interface AppointmentNotice {
  userId: number;
  appointmentId: number;
  event: AppointmentEvent;
  /** The appointment's day, yyyy-MM-dd. */
  date: string;
  /** One of APPOINTMENT_SLOTS, e.g. "10:30-12:30". */
  timePeriod: string;
  /** How the car is named on the appointment, e.g. "Toyota Corolla 2021 (12-34567)", and in Arabic. */
  car: string;
  carAr: string;
}

/**
 * The notice's texts in one language (messages/, namespace `notices.appointment`). A confirmation's
 * Arabic title is not the seed's "تم تأكيد الموعد": it is its own notice, told apart from the demo one.
 * The day is its own phrase (`onDay`, "يوم {when}"): "يوم" there is "on", not a counted noun.
 */
const noticeText = (lang: Locale) => createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'notices.appointment' });

/**
 * Tells the customer in the app that an appointment was booked, changed or cancelled (whoever did
 * it: the customer or customer care). Each event is its own notification, so the key is left empty.
 */
export async function notifyAppointment(db: Pick<Db, 'insert'>, notice: AppointmentNotice, now: Date): Promise<void> {
  // The day and the slot as the screens write them: "03-12-2026, 10:30 AM – 12:30 PM" / "03-12-2026، من 10:30 ص إلى 12:30 م".
  const text = (lang: Locale) => {
    const t = noticeText(lang);
    const values = { car: lang === 'ar' ? notice.carAr : notice.car, onDay: t('onDay', { when: formatDateAndSlot(notice.date, notice.timePeriod, lang) }) };
    return { title: t(`${notice.event}.title`), body: t(`${notice.event}.body`, values) };
  };
  const [english, arabic] = [text('en'), text('ar')];
  await db.insert(notifications).values({
    userId: notice.userId,
    kind: 'appointment',
    key: null,
    titleEn: english.title,
    titleAr: arabic.title,
    bodyEn: english.body,
    bodyAr: arabic.body,
    createdAt: now,
  });
}
