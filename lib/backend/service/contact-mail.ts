import { CONTACT_SUBJECT_PREFIX } from '@/lib/config/company';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The e-mail staff read: everything they need to answer, and a reference tying it to the sender's session. */
export function careMail(m: ContactMessage, args: { userId: number | null; lang: 'en' | 'ar'; reference: string }) {
  return {
    subject: `${CONTACT_SUBJECT_PREFIX} ${m.subject}`,
    body: [
      `Name: ${m.name}`,
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
      body: `مرحباً ${m.name}،\n\nشكراً لتواصلك معنا. استلمنا رسالتك بعنوان «${m.subject}»، وسيردّ عليك فريق خدمة العملاء في أقرب وقت ممكن خلال أيام العمل.\n\nمع التحية،\nخدمة العملاء`,
    };
  }
  return {
    subject: 'We have received your message',
    body: `Hello ${m.name},\n\nThank you for contacting us. We have received your message "${m.subject}", and our customer care team will reply as soon as possible on a working day.\n\nKind regards,\nCustomer care`,
  };
}
