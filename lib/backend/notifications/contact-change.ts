import { COMPANY_NAME, COMPANY_PHONE } from '@/lib/config/company';
import { OTP_POLICY } from '@/lib/config/security';
import { formatPhone, isolateLtr } from '@/lib/format';
import type { Locale } from '@/lib/config/business';
import type { ContactChannel } from '@/lib/validation/contact-change';
import { queueEmail, queueSms } from '../outbox';
import type { Writer } from '../payments/tx';
import { countOf } from './counts';

const minutes = OTP_POLICY.validForMs / 60_000;
/**
 * A number as the screens show it; in Arabic kept left to right inside the sentence (not in English:
 * an isolate would make an English SMS Unicode, at half the length a part). An e-mail address as written.
 */
const shown = (value: string, lang: Locale) => (lang === 'ar' ? isolateLtr(formatPhone(value)) : formatPhone(value));
const shownValue = (value: string, channel: ContactChannel, lang: Locale) => (channel === 'mobile' ? shown(value, lang) : value);

const CODE_TEXT = {
  email: {
    en: (code: string) => ({
      subject: `Confirm your new e-mail address | ${COMPANY_NAME.en}`,
      body: `Your code to make this the e-mail address of your ${COMPANY_NAME.en} account is ${code}. It is valid for ${countOf('minutes', minutes, 'en')}.\nIf you did not ask for this, ignore this message: nothing changes.`,
    }),
    ar: (code: string) => ({
      subject: `تأكيد بريدك الإلكتروني الجديد | ${COMPANY_NAME.ar}`,
      body: `رمز اعتماد هذا البريد الإلكتروني لحسابك في ${COMPANY_NAME.ar} هو ${code}. صالح لمدة ${countOf('minutes', minutes, 'ar')}.\nإن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغيّر شيء.`,
    }),
  },
  mobile: {
    en: (code: string) => ({ subject: null, body: `Your code to make this the mobile number of your ${COMPANY_NAME.en} account is ${code}. It is valid for ${countOf('minutes', minutes, 'en')}.` }),
    ar: (code: string) => ({ subject: null, body: `رمز اعتماد هذا الرقم لحسابك في ${COMPANY_NAME.ar} هو ${code}. صالح لمدة ${countOf('minutes', minutes, 'ar')}.` }),
  },
} as const;

/** The code to the new address or number: asked for now, so in the request's language. */
export const contactCodeMessage = (channel: ContactChannel, lang: Locale, code: string) => CODE_TEXT[channel][lang](code);

/** Writes the code to the new address (by e-mail) or number (by SMS), in the customer's language. */
export async function sendContactCode(db: Writer, args: { channel: ContactChannel; value: string; code: string; lang: Locale }): Promise<void> {
  const { subject, body } = contactCodeMessage(args.channel, args.lang, args.code);
  if (subject) await queueEmail(db, { to: args.value, subject, body, language: args.lang });
  else await queueSms(db, { to: args.value, body, language: args.lang });
}

const NOTICE_TEXT = {
  email: {
    en: (value: string) => ({
      subject: `The e-mail address of your account was changed | ${COMPANY_NAME.en}`,
      body: `The e-mail address of your ${COMPANY_NAME.en} account was changed to ${value}. From now on we write there, and you sign in with it.\nIf you did not make this change, call us at once on ${shown(COMPANY_PHONE, 'en')}.`,
    }),
    ar: (value: string) => ({
      subject: `تم تغيير البريد الإلكتروني لحسابك | ${COMPANY_NAME.ar}`,
      body: `تم تغيير البريد الإلكتروني لحسابك في ${COMPANY_NAME.ar} إلى ${value}. سنراسلك عليه من الآن، وتسجّل الدخول به.\nإن لم تقم بهذا التغيير فاتصل بنا فوراً على ${shown(COMPANY_PHONE, 'ar')}.`,
    }),
  },
  mobile: {
    en: (value: string) => ({
      subject: `The mobile number of your account was changed | ${COMPANY_NAME.en}`,
      body: `The mobile number of your ${COMPANY_NAME.en} account was changed to ${value}. If you did not make this change, call us at once on ${shown(COMPANY_PHONE, 'en')}.`,
    }),
    ar: (value: string) => ({
      subject: `تم تغيير رقم الهاتف المحمول لحسابك | ${COMPANY_NAME.ar}`,
      body: `تم تغيير رقم الهاتف المحمول لحسابك في ${COMPANY_NAME.ar} إلى ${value}. إن لم تقم بهذا التغيير فاتصل بنا فوراً على ${shown(COMPANY_PHONE, 'ar')}.`,
    }),
  },
} as const;

/** The notice to the old address: the company tells it on its own, in the account's language (users.language). */
export const contactChangedNotice = (channel: ContactChannel, lang: Locale, value: string) => NOTICE_TEXT[channel][lang](shownValue(value, channel, lang));

/**
 * Tells the old address that the change was made, so an owner whose session was taken learns of it
 * where the attacker cannot read: the old e-mail for an e-mail change; the old number by SMS, and the
 * account's e-mail, for a mobile change.
 */
export async function sendContactChangedNotice(db: Writer, args: { channel: ContactChannel; oldEmail: string; oldMobile: string; value: string; lang: Locale }): Promise<void> {
  const { subject, body } = contactChangedNotice(args.channel, args.lang, args.value);
  await queueEmail(db, { to: args.oldEmail, subject, body, language: args.lang });
  if (args.channel === 'mobile') await queueSms(db, { to: args.oldMobile, body, language: args.lang });
}
