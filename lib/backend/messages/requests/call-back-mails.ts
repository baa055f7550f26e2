import { createTranslator } from 'next-intl';
import { CALL_BACK, CALL_BACK_REASON_FOR_STAFF } from '@/lib/config/call-back';
import type { Locale } from '@/lib/config/business';
import { formatPhone, phoneInText } from '@/lib/phone';
import type { CallBackRequest } from '@/lib/validation/call-back';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { countOf } from '../counts';

interface Sender { userId: number; email: string; lang: Locale; reference: string; name: { en: string; ar: string } }

/** The customer's note is data: quoted line by line, control characters dropped (a plain-text e-mail). */
const quoted = (v: string) => v.split(/\r\n|\r|\n|\u2028|\u2029/).map((l) => `> ${l.replace(/[\u0000-\u001f\u007f]/g, '')}`).join('\n');

/** Customer care's e-mail (in English, as the desk reads): who, which number, why. */
export function callBackCareMail(form: CallBackRequest, sender: Sender) {
  const why = CALL_BACK_REASON_FOR_STAFF[form.reason];
  return {
    subject: `[Call back ${sender.reference}] ${why}`,
    body: [
      `Reference: ${sender.reference}`,
      `Customer id: ${sender.userId}`,
      `Account e-mail: ${sender.email}`,
      `Name: ${sender.name.en || sender.name.ar}`,
      `Phone to call: ${formatPhone(form.phone)}`,
      `Language: ${sender.lang === 'ar' ? 'Arabic' : 'English'}`,
      `Reason: ${why}`,
      '',
      'Note (as typed by the customer):',
      form.note ? quoted(form.note) : '> (none)',
    ].join('\n'),
  };
}

/** The acknowledgement to the account's own e-mail, in the customer's language. */
export function callBackAcknowledgement(form: CallBackRequest, sender: Sender) {
  const t = createTranslator({ locale: sender.lang, messages: sender.lang === 'ar' ? ar : en, namespace: 'mail.callBackReceived' });
  const values = {
    reference: sender.reference, name: sender.name[sender.lang] || sender.name.en,
    phone: phoneInText(form.phone, sender.lang),
    days: countOf('workingDays', CALL_BACK.workingDays, sender.lang),
  };
  return { subject: t('subject', values), body: t('body', values) };
}
