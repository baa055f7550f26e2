import { createTranslator } from 'next-intl';
import { CONTACT_SUBJECT_PREFIX } from '@/lib/config/company';
import { formatPhone } from '@/lib/phone';
import type { UserRow } from '../../context';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Line breaks in a one-line field would forge headers or lines of the e-mail: they become spaces. */
const oneLine = (v: string) => v.replace(/[\r\n\u2028\u2029\u0085\u000b\u000c]+/g, ' ').trim();

/** The sender's text, quoted: every line starts with "> ", so no line of it reads as one of ours. */
export function quoted(text: string): string {
  return text.split(/\r\n|[\r\n\u2028\u2029\u0085\u000b\u000c]/).map((line) => `> ${line}`).join('\n');
}

/**
 * The e-mail staff read. The header lines come from the signed-in account, never from the form; what
 * the customer typed (name as given, the phone as the portal shows numbers, subject, message) is quoted below a line that says so.
 */
export function careMail(m: ContactMessage, args: { customer: UserRow; lang: Locale }) {
  const c = args.customer;
  return {
    subject: `${CONTACT_SUBJECT_PREFIX} ${oneLine(m.subject)}`,
    body: [
      `Customer id: ${c.id}`,
      `Account name: ${c.nameEn} / ${c.nameAr}`,
      `Account e-mail: ${c.email}`,
      `Account mobile: ${formatPhone(c.mobile)}`,
      `Language: ${args.lang === 'ar' ? 'Arabic' : 'English'}`,
      '',
      'The customer wrote (quoted as typed):',
      quoted(`Name: ${oneLine(m.name)}\nPhone: ${formatPhone(m.phone)}\nSubject: ${oneLine(m.subject)}\n\n${m.message}`),
    ].join('\n'),
  };
}

/**
 * The short acknowledgement, to the account's own e-mail and in the account's name: nothing typed in
 * the form reaches a mailbox other than the company's, so the form cannot mail strangers.
 */
export function acknowledgementMail(customer: UserRow, lang: Locale) {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'mail.contactReceived' });
  return { subject: t('subject'), body: t('body', { name: oneLine(lang === 'ar' ? customer.nameAr : customer.nameEn) }) };
}
