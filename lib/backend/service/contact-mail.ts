import { CONTACT_SUBJECT_PREFIX } from '@/lib/config/company';
import { formatPhone } from '@/lib/format';
import type { UserRow } from '../context';
import type { Locale } from '@/lib/config/business';

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
 * the customer typed (name and phone as given, subject, message) is quoted below a line that says so.
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
      quoted(`Name: ${oneLine(m.name)}\nPhone: ${oneLine(m.phone)}\nSubject: ${oneLine(m.subject)}\n\n${m.message}`),
    ].join('\n'),
  };
}

/**
 * The short acknowledgement, to the account's own e-mail and in the account's name: nothing typed in
 * the form reaches a mailbox other than the company's, so the form cannot mail strangers.
 */
export function acknowledgementMail(customer: UserRow, lang: Locale) {
  if (lang === 'ar') {
    return {
      subject: 'استلمنا رسالتك',
      body: `مرحباً ${oneLine(customer.nameAr)}،\n\nشكراً لتواصلك معنا. استلمنا رسالتك، وسيردّ عليك فريق خدمة العملاء في أقرب وقت ممكن خلال أيام العمل.\n\nمع التحية،\nخدمة العملاء`,
    };
  }
  return {
    subject: 'We have received your message',
    body: `Hello ${oneLine(customer.nameEn)},\n\nThank you for contacting us. We have received your message, and our customer care team will reply as soon as possible on a working day.\n\nKind regards,\nCustomer care`,
  };
}
