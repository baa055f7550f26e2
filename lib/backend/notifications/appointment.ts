import type { Locale } from '@/lib/config/business';
import { formatDateAndSlot } from '@/lib/format';
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

const TEXT: Record<AppointmentEvent, { titleEn: string; titleAr: string; bodyEn: string; bodyAr: string }> = {
  booked: {
    titleEn: 'Appointment booked', titleAr: 'تم حجز الموعد',
    bodyEn: 'Your Lababak assessment for {car} is booked on {when}.',
    bodyAr: 'تم حجز موعد الكشف من خدمة لبّيك لسيارة {car} يوم {when}.',
  },
  updated: {
    titleEn: 'Appointment changed', titleAr: 'تم تعديل الموعد',
    bodyEn: 'Your Lababak assessment for {car} is now on {when}.',
    bodyAr: 'أصبح موعد الكشف من خدمة لبّيك لسيارة {car} يوم {when}.',
  },
  confirmed: {
    // Not the seed's "تم تأكيد الموعد": a confirmation is its own notice, told apart from the demo one.
    titleEn: 'Assessment confirmed', titleAr: 'تأكيد موعد الكشف',
    bodyEn: 'Your Lababak assessment for {car} on {when} is confirmed.',
    bodyAr: 'تم تأكيد موعد الكشف من خدمة لبّيك لسيارة {car} يوم {when}.',
  },
  on_the_way: {
    titleEn: 'Assessor on the way', titleAr: 'المُقيّم في الطريق إليك',
    bodyEn: 'The Lababak assessor is on the way to you for {car}.',
    bodyAr: 'مُقيّم خدمة لبّيك في الطريق إليك لكشف سيارة {car}.',
  },
  assessed: {
    titleEn: 'Car assessed', titleAr: 'تم كشف السيارة',
    bodyEn: 'The Lababak assessment of {car} is done.',
    bodyAr: 'تم الكشف على سيارة {car} من خدمة لبّيك.',
  },
  cancelled: {
    titleEn: 'Appointment cancelled', titleAr: 'تم إلغاء الموعد',
    bodyEn: 'Your Lababak assessment for {car} on {when} was cancelled.',
    bodyAr: 'تم إلغاء موعد الكشف من خدمة لبّيك لسيارة {car} يوم {when}.',
  },
};

/**
 * Tells the customer in the app that an appointment was booked, changed or cancelled (whoever did
 * it: the customer or customer care). Each event is its own notification, so the key is left empty.
 */
export async function notifyAppointment(db: Pick<Db, 'insert'>, notice: AppointmentNotice, now: Date): Promise<void> {
  const text = TEXT[notice.event];
  // The day and the slot as the screens write them: "03-12-2026, 10:30 AM – 12:30 PM" / "03-12-2026، من 10:30 ص إلى 12:30 م".
  const fill = (s: string, car: string, lang: Locale) => s.replace('{car}', () => car).replace('{when}', () => formatDateAndSlot(notice.date, notice.timePeriod, lang));
  await db.insert(notifications).values({
    userId: notice.userId,
    kind: 'appointment',
    key: null,
    titleEn: text.titleEn,
    titleAr: text.titleAr,
    bodyEn: fill(text.bodyEn, notice.car, 'en'),
    bodyAr: fill(text.bodyAr, notice.carAr, 'ar'),
    createdAt: now,
  });
}
