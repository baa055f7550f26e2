import { and, desc, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { OTP_POLICY } from '@/lib/config/security';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { canReceiveText } from '@/lib/phone/text';
import { sha256 } from '../auth/tokens';
import type { Db } from '../../db/client';
import { HttpError } from '../../http';
import { otpCodes } from '../../db/schema';
import { countOf, queueEmail, queueSms } from '../../messages';
import type { Writer } from '../../db/tx';
import { expiryFrom, generateCode } from './policy';
import { alarmIfCrossed, takeSendLimits, type Purpose, type SendArgs } from './send-limits';
import { invalidCode, spendCode } from './try-code';

const codeHash = (mobile: string, purpose: Purpose, code: string) => sha256(`${purpose}:${mobile}:${code}`);

/**
 * The code's message (SMS, and the e-mail of a reset): a code the customer asked for now, so in the
 * language of the request.
 */
export function codeMessage(purpose: Purpose, lang: Locale, code: string): { subject: string; body: string } {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'codeMessage' });
  const validFor = countOf('minutes', OTP_POLICY.validForMs / 60_000, lang);
  return { subject: t('resetSubject'), body: t(purpose, { code, validFor }) };
}

/**
 * Issues a code to a number within the limits, and writes it to SMS (and e-mail for resets, with
 * `emailBody` when the e-mail says more than the code), in one transaction (a savepoint inside the
 * caller's): the counts, the code and its messages go together.
 */
export async function issueCode(db: Writer, args: SendArgs & { userId: number; email?: string; lang: Locale }) {
  // A number kept from before the phone rule (a landline) cannot receive the code: nothing is counted or sent.
  if (!canReceiveText(args.mobile)) {
    throw new HttpError(400, 'mobile_needed', 'This account\'s number cannot receive text messages. Call us to change it to a mobile number.');
  }
  const code = generateCode();
  const sent = await db.transaction(async (tx) => {
    const count = await takeSendLimits(tx, args);
    await tx.insert(otpCodes).values({
      mobile: args.mobile, userId: args.userId, purpose: args.purpose, deviceId: args.deviceId ?? null,
      codeHash: codeHash(args.mobile, args.purpose, code), createdAt: args.now, expiresAt: expiryFrom(args.now),
    });
    const message = codeMessage(args.purpose, args.lang, code);
    await queueSms(tx, { to: args.mobile, body: message.body, language: args.lang });
    if (args.email) await queueEmail(tx, { to: args.email, subject: message.subject, body: message.body, language: args.lang });
    return count;
  });
  alarmIfCrossed(sent);
  return { resendAfterS: OTP_POLICY.resendAfterMs / 1000 };
}

/**
 * Checks a code against the newest one issued to the number for that purpose (and, for a code bound
 * to a device, to that device: another device's tries never reach it), one try counted before the
 * comparison (accounts/codes/try-code.ts); a right code is used up, so it cannot serve twice.
 */
export async function consumeCode(db: Db, args: { mobile: string; purpose: Purpose; code: string; deviceId?: string; now: Date }): Promise<void> {
  const [latest] = await db.select().from(otpCodes)
    .where(and(eq(otpCodes.mobile, args.mobile), eq(otpCodes.purpose, args.purpose), args.deviceId === undefined ? undefined : eq(otpCodes.deviceId, args.deviceId)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
  if (!latest) throw invalidCode();
  await spendCode(db, otpCodes, latest.id, latest.codeHash === codeHash(args.mobile, args.purpose, args.code), args.now);
}
