import { createTranslator } from 'next-intl';
import type { AppointmentEvent } from '@/lib/api/endpoints/bookings';
import { appointmentIcs } from '@/lib/bookings/ics';
import type { AppointmentSlot } from '@/lib/config/bookings';
import type { Locale } from '@/lib/config/business';
import { COMPANY_NAME } from '@/lib/config/company';
import { formatDateAndSlot, formatSlot } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Attachment, EmailMessage } from '../outbox';
import { referenceOf as reference } from './timeline';
import type { AppointmentRow } from './view';

type Kind = AppointmentEvent['kind'] | 'reminder';
const when = (a: AppointmentRow, lang: Locale) => formatDateAndSlot(a.date, a.timePeriod, lang);
const address = (a: AppointmentRow, lang: Locale) => (lang === 'ar' ? a.addressAr ?? a.address : a.address);
const car = (a: AppointmentRow, lang: Locale) => (lang === 'ar' ? a.carAr ?? a.car : a.car);

/** The kinds that change when and where the assessor comes: their e-mail carries the calendar file. */
export const MAILED_KINDS: readonly Kind[] = ['booked', 'updated', 'cancelled', 'reminder'];

const TEXT = {
  en: {
    subject: {
      booked: (r: string) => `Your Lababak assessment ${r} is booked`,
      updated: (r: string) => `Your Lababak assessment ${r} has a new time`,
      cancelled: (r: string) => `Your Lababak assessment ${r} is cancelled`,
      reminder: (r: string) => `Tomorrow: your Lababak assessment ${r}`,
    },
    lead: {
      booked: (a: AppointmentRow) => `Your accident assessment ${reference(a.id)} for ${car(a, 'en')} is booked for ${when(a, 'en')}.`,
      updated: (a: AppointmentRow) => `Your accident assessment ${reference(a.id)} for ${car(a, 'en')} is now on ${when(a, 'en')}.`,
      cancelled: (a: AppointmentRow) => `Your accident assessment ${reference(a.id)} for ${car(a, 'en')} on ${when(a, 'en')} was cancelled.`,
      reminder: (a: AppointmentRow) => `A reminder: the assessor of ${COMPANY_NAME.en} comes tomorrow, ${when(a, 'en')}, for ${car(a, 'en')} (${reference(a.id)}).`,
    },
    place: (a: AppointmentRow) => `Place: ${address(a, 'en')}. The assessor calls ${a.phone} before coming.`,
    calendar: 'The attached calendar file adds it to your calendar.',
    removed: 'The attached calendar file removes it from your calendar.',
    open: (link: string) => `See or change it: ${link}`,
  },
  ar: {
    subject: {
      booked: (r: string) => `تم حجز موعد الكشف ${r} من لبّيك`,
      updated: (r: string) => `تغيّر موعد الكشف ${r} من لبّيك`,
      cancelled: (r: string) => `تم إلغاء موعد الكشف ${r} من لبّيك`,
      reminder: (r: string) => `غداً: موعد الكشف ${r} من لبّيك`,
    },
    lead: {
      booked: (a: AppointmentRow) => `تم حجز موعد الكشف على الحادث ${reference(a.id)} لسيارتك ${car(a, 'ar')} يوم ${when(a, 'ar')}.`,
      updated: (a: AppointmentRow) => `أصبح موعد الكشف على الحادث ${reference(a.id)} لسيارتك ${car(a, 'ar')} يوم ${when(a, 'ar')}.`,
      cancelled: (a: AppointmentRow) => `تم إلغاء موعد الكشف على الحادث ${reference(a.id)} لسيارتك ${car(a, 'ar')} يوم ${when(a, 'ar')}.`,
      reminder: (a: AppointmentRow) => `للتذكير: يصلك مُقيّم ${COMPANY_NAME.ar} غداً، ${when(a, 'ar')}، للكشف على ${car(a, 'ar')} (${reference(a.id)}).`,
    },
    place: (a: AppointmentRow) => `المكان: ${address(a, 'ar')}. يتصل بك المُقيّم على الرقم ${a.phone} قبل وصوله.`,
    calendar: 'ملف التقويم المرفق يضيف الموعد إلى تقويمك.',
    removed: 'ملف التقويم المرفق يحذف الموعد من تقويمك.',
    open: (link: string) => `اطّلع عليه أو عدّله: ${link}`,
  },
} as const;

/** The appointment as an .ics file in the recipient's language, the same event the preview page hands out. */
export function appointmentCalendarFile(a: AppointmentRow, lang: Locale, host: string, stamp: Date): Attachment {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'lababak' });
  const content = appointmentIcs({
    uid: `${reference(a.id)}@${host}`,
    title: `${t('preview.calendarTitle')}: ${car(a, lang)}`,
    description: [`${t('facts.reference')}: ${reference(a.id)}`, `${t('facts.when')}: ${formatSlot(a.timePeriod, lang)}`, a.note].filter(Boolean).join('\n'),
    location: address(a, lang),
    geo: { lat: a.lat, lng: a.lng },
    day: a.date,
    slot: a.timePeriod as AppointmentSlot,
    stamp,
    cancelled: a.status === 'cancelled',
  });
  return { kind: 'inline', content, name: `${reference(a.id)}.ics`, type: 'text/calendar; charset=utf-8' };
}

/**
 * The e-mail an appointment's booking, change, cancellation or next-day reminder sends the customer,
 * with the calendar file; `origin` is the portal's public address (messageLinkOrigin).
 */
export function appointmentEmail(kind: Kind, a: AppointmentRow, to: string, lang: Locale, origin: string, now: Date): EmailMessage {
  const text = TEXT[lang];
  const mailedKind = kind as keyof typeof text.subject;
  const link = `${origin}/${lang}/appointment-preview?id=${a.id}`;
  const body = [
    text.lead[mailedKind](a),
    text.place(a),
    '',
    kind === 'cancelled' ? text.removed : text.calendar,
    kind === 'cancelled' ? null : text.open(link),
  ].filter((line): line is string => line !== null).join('\n');
  return {
    to, language: lang, subject: text.subject[mailedKind](reference(a.id)), body,
    attachments: [appointmentCalendarFile(a, lang, new URL(origin).hostname, now)],
  };
}
