import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { OTP_POLICY } from '@/lib/config/security';
import type { account } from '@/lib/api/endpoints';
import { sha256 } from '../auth/tokens';
import type { Handler } from '../context';
import type { Db } from '../db/client';
import { otpCodes, users } from '../db/schema';
import { HttpError } from '../http';
import { sendEmail, sendSms } from '../outbox';
import { attemptState, expiryFrom, generateCode, issueDecision } from '../otp/policy';
import { publicUser, requireUser } from './user-view';

type Purpose = 'verify' | 'reset';

const codeHash = (mobile: string, purpose: Purpose, code: string) => sha256(`${purpose}:${mobile}:${code}`);

/** Issues a code to a number within the limits, and writes it to SMS (and e-mail for resets). */
export async function issueCode(db: Db, args: { mobile: string; userId: number; purpose: Purpose; email?: string; lang: 'en' | 'ar'; now: Date }) {
  const since = new Date(args.now.getTime() - OTP_POLICY.windowMs);
  const recent = await db.select({ createdAt: otpCodes.createdAt }).from(otpCodes)
    .where(and(eq(otpCodes.mobile, args.mobile), gt(otpCodes.createdAt, since)));
  const decision = issueDecision(recent.map((r) => r.createdAt), args.now);
  if (!decision.allowed) {
    const retryAfterS = Math.ceil(decision.retryAfterMs / 1000);
    throw new HttpError(429, 'otp_limit', `Too many codes sent. Try again in ${Math.ceil(retryAfterS / 60)} minutes.`, { retry_after_s: retryAfterS });
  }
  const code = generateCode();
  await db.insert(otpCodes).values({
    mobile: args.mobile, userId: args.userId, purpose: args.purpose,
    codeHash: codeHash(args.mobile, args.purpose, code), createdAt: args.now, expiresAt: expiryFrom(args.now),
  });
  const minutes = OTP_POLICY.validForMs / 60_000;
  const text = args.lang === 'ar'
    ? `رمز التحقق الخاص بك هو ${code}. صالح لمدة ${minutes} دقائق.`
    : `Your verification code is ${code}. It is valid for ${minutes} minutes.`;
  await sendSms(db, args.mobile, text);
  if (args.email) {
    await sendEmail(db, args.email, args.lang === 'ar' ? 'رمز إعادة تعيين كلمة المرور' : 'Password reset code', text);
  }
  return { resendAfterS: 60 };
}

/**
 * Checks a code against the newest one issued to the number for that purpose. Each wrong try
 * counts; the code is consumed when right, so it cannot be used twice.
 */
export async function consumeCode(db: Db, args: { mobile: string; purpose: Purpose; code: string; now: Date }): Promise<void> {
  const [latest] = await db.select().from(otpCodes)
    .where(and(eq(otpCodes.mobile, args.mobile), eq(otpCodes.purpose, args.purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
  if (!latest) throw new HttpError(400, 'otp_invalid', 'Invalid OTP Code');
  const state = attemptState(latest, args.now);
  if (state === 'exhausted') throw new HttpError(429, 'otp_tries_exceeded', 'Too many wrong codes. Ask for a new code.');
  if (state === 'expired' || state === 'consumed') throw new HttpError(400, 'otp_expired', 'This code has expired. Ask for a new code.');
  if (latest.codeHash !== codeHash(args.mobile, args.purpose, args.code)) {
    const [after] = await db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, latest.id)).returning({ attempts: otpCodes.attempts });
    const left = OTP_POLICY.maxTriesPerCode - (after?.attempts ?? OTP_POLICY.maxTriesPerCode);
    if (left <= 0) throw new HttpError(429, 'otp_tries_exceeded', 'Too many wrong codes. Ask for a new code.');
    throw new HttpError(400, 'otp_invalid', 'Invalid OTP Code', { tries_left: left });
  }
  await db.update(otpCodes).set({ consumedAt: args.now }).where(eq(otpCodes.id, latest.id));
}

export const sendOtp: Handler<typeof account.sendOtp> = async ({ db, user, lang, now }) => {
  const u = requireUser(user);
  const { resendAfterS } = await issueCode(db, { mobile: u.mobile, userId: u.id, purpose: 'verify', lang, now });
  return { sent: true, mobile_hint: `•••• ${u.mobile.slice(-3)}`, resend_after_s: resendAfterS };
};

export const verifyOtp: Handler<typeof account.verifyOtp> = async ({ db, user, body, now }) => {
  const u = requireUser(user);
  await consumeCode(db, { mobile: u.mobile, purpose: 'verify', code: body.code, now });
  const [updated] = await db.update(users).set({ isVerified: true }).where(eq(users.id, u.id)).returning();
  return { user: publicUser(updated ?? u) };
};
