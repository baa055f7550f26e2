import { CONTACT_SUBJECT_PREFIX } from '@/lib/config/company';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Line breaks in a one-line field would forge headers or lines of the e-mail: they become spaces. */
const oneLine = (v: string) => v.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The e-mail staff read: everything they need to answer, and a reference tying it to the sender's session. */
export function careMail(m: ContactMessage, args: { userId: number | null; lang: 'en' | 'ar'; reference: string }) {
  return {
    subject: `${CONTACT_SUBJECT_PREFIX} ${oneLine(m.subject)}`,
    body: [
      `Name: ${oneLine(m.name)}`,
      `E-mail: ${m.email}`,
      `Phone: ${m.phone}`,
      `Customer id: ${args.userId ?? 'not signed in'}`,
      `Language: ${args.lang === 'ar' ? 'Arabic' : 'English'}`,
      `Reference: ${args.reference}`,
      '',
      m.message,
    ].join('\n'),
  };
}

/** The short acknowledgement the sender gets, in the language they wrote in. */
export function acknowledgementMail(m: ContactMessage, lang: 'en' | 'ar') {
  if (lang === 'ar') {
    return {
      subject: 'استلمنا رسالتك',
      body: `مرحباً ${oneLine(m.name)}،\n\nشكراً لتواصلك معنا. استلمنا رسالتك بعنوان «${oneLine(m.subject)}»، وسيردّ عليك فريق خدمة العملاء في أقرب وقت ممكن خلال أيام العمل.\n\nمع التحية،\nخدمة العملاء`,
    };
  }
  return {
    subject: 'We have received your message',
    body: `Hello ${oneLine(m.name)},\n\nThank you for contacting us. We have received your message "${oneLine(m.subject)}", and our customer care team will reply as soon as possible on a working day.\n\nKind regards,\nCustomer care`,
  };
}
