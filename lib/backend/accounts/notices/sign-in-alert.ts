import { createTranslator } from 'next-intl';
import { COMPANY_NAME, COMPANY_PHONE } from '@/lib/config/company';
import { SIGN_IN_LIMITS } from '@/lib/config/security';
import { phoneInText } from '@/lib/phone';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { takeRateLimits } from '../../limits/rate-limit';
import { queueEmail } from '../../messages';

/** The e-mail telling the owner that their account's password is being guessed at. Texts: messages/, `mail.signInAlert`. */
export function signInAlertMail(lang: Locale): { subject: string; body: string } {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'mail.signInAlert' });
  const values = { company: COMPANY_NAME[lang], phone: phoneInText(COMPANY_PHONE, lang) };
  return { subject: t('subject', values), body: t('body', values) };
}

/**
 * Sent by the company on its own, in the account's language for messages (users.language), at most once per
 * SIGN_IN_LIMITS.attackAlert window however often the account crosses its limit: the count and the
 * message are written together, so an alert that could not be written counts nothing.
 */
export async function sendSignInAlert(db: Db, user: Pick<UserRow, 'id' | 'email' | 'language'>, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const refused = await takeRateLimits(tx, [[`signin:alert:u${user.id}`, SIGN_IN_LIMITS.attackAlert]], now);
    if (refused.length > 0) return;
    await queueEmail(tx, { to: user.email, ...signInAlertMail(user.language), language: user.language });
  });
}
