import { createTranslator } from 'next-intl';
import type { AppointmentEvent } from '@/lib/api/endpoints/bookings';
import { appointmentIcs } from '@/lib/model/bookings/ics';
import type { AppointmentSlot } from '@/lib/config/bookings';
import type { Locale } from '@/lib/config/business';
import { COMPANY_NAME } from '@/lib/config/company';
import { formatDateAndSlot, formatSlot } from '@/lib/format';
import { phoneInText } from '@/lib/phone';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Attachment, EmailMessage } from '../messages';
import { referenceOf as reference } from './reference';
import type { AppointmentRow } from './row';

type Kind = AppointmentEvent['kind'] | 'reminder';
const when = (a: AppointmentRow, lang: Locale) => formatDateAndSlot(a.date, a.timePeriod, lang);
const address = (a: AppointmentRow, lang: Locale) => (lang === 'ar' ? a.addressAr ?? a.address : a.address);
const car = (a: AppointmentRow, lang: Locale) => (lang === 'ar' ? a.carAr ?? a.car : a.car);

/** The kinds that change when and where the assessor comes: their e-mail carries the calendar file. */
const MAILED_KINDS = ['booked', 'updated', 'cancelled', 'reminder'] as const satisfies readonly Kind[];
export type MailedKind = (typeof MAILED_KINDS)[number];
export const isMailed = (kind: Kind): kind is MailedKind => (MAILED_KINDS as readonly Kind[]).includes(kind);

const lababakText = (lang: Locale) => createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'lababak' });

/** The appointment as an .ics file in the recipient's language, the same event the preview page hands out. */
export function appointmentCalendarFile(a: AppointmentRow, lang: Locale, host: string, stamp: Date): Attachment {
  const t = lababakText(lang);
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
export function appointmentEmail(kind: MailedKind, a: AppointmentRow, to: string, lang: Locale, origin: string, now: Date): EmailMessage {
  const t = lababakText(lang);
  const values = { reference: reference(a.id), car: car(a, lang), when: when(a, lang), company: COMPANY_NAME[lang] };
  const link = `${origin}/${lang}/appointment-preview?id=${a.id}`;
  const body = [
    t(`email.lead.${kind}`, values),
    t('email.place', { address: address(a, lang), phone: phoneInText(a.phone, lang) }),
    '',
    kind === 'cancelled' ? t('email.removed') : t('email.calendar'),
    kind === 'cancelled' ? null : t('email.open', { link }),
  ].filter((line): line is string => line !== null).join('\n');
  return {
    to, language: lang, subject: t(`email.subject.${kind}`, values), body,
    attachments: [appointmentCalendarFile(a, lang, new URL(origin).hostname, now)],
  };
}
