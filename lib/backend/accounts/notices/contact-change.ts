import { createTranslator } from 'next-intl';
import { COMPANY_NAME, COMPANY_PHONE } from '@/lib/config/company';
import { OTP_POLICY } from '@/lib/config/security';
import { phoneInText } from '@/lib/phone';
import type { Locale } from '@/lib/config/business';
import type { ContactChannel } from '@/lib/validation/contact-change';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { countOf, queueEmail, queueSms } from '../../messages';
import type { Writer } from '../../db/tx';

const minutes = OTP_POLICY.validForMs / 60_000;
/** A number as the screens show it, kept left to right in Arabic text (phoneInText); an e-mail address as written. */
const shownValue = (value: string, channel: ContactChannel, lang: Locale) => (channel === 'mobile' ? phoneInText(value, lang) : value);

const messagesOf = (lang: Locale) => (lang === 'ar' ? ar : en);

/**
 * The code to the new address (an e-mail) or number (a text message, no subject): asked for now, so
 * in the account's language for messages. Texts: messages/, `mail.contactCode` and `sms.contactCode`.
 */
export function contactCodeMessage(channel: ContactChannel, lang: Locale, code: string): { subject: string | null; body: string } {
  const values = { company: COMPANY_NAME[lang], code, validFor: countOf('minutes', minutes, lang) };
  if (channel === 'mobile') return { subject: null, body: createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'sms' })('contactCode', values) };
  const t = createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'mail.contactCode' });
  return { subject: t('subject', values), body: t('body', values) };
}

/** Writes the code to the new address (by e-mail) or number (by SMS), in the customer's language for messages. */
export async function sendContactCode(db: Writer, args: { channel: ContactChannel; value: string; code: string; lang: Locale }): Promise<void> {
  const { subject, body } = contactCodeMessage(args.channel, args.lang, args.code);
  if (subject) await queueEmail(db, { to: args.value, subject, body, language: args.lang });
  else await queueSms(db, { to: args.value, body, language: args.lang });
}

/**
 * The notice to the old address: the company tells it on its own, in the account's language for
 * messages (users.language). The body is also the text message of a mobile change. Texts: messages/, `mail.contactChanged`.
 */
export function contactChangedNotice(channel: ContactChannel, lang: Locale, value: string): { subject: string; body: string } {
  const t = createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'mail.contactChanged' });
  const values = { company: COMPANY_NAME[lang], value: shownValue(value, channel, lang), phone: phoneInText(COMPANY_PHONE, lang) };
  return { subject: t(`${channel}.subject`, values), body: t(`${channel}.body`, values) };
}

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
