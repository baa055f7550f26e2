import { and, desc, eq } from 'drizzle-orm';
import { OTP_POLICY } from '@/lib/config/security';
import { maskPhone } from '@/lib/phone';
import type { account } from '@/lib/api/endpoints';
import {
  attemptState, checkSendLimits, consumeCode, demandProofOfWork, issueCode, publicUser, rememberDevice, requireUser, sendUnderPressure,
} from '../accounts';
import type { Handler } from '../context';
import { otpCodes, users } from '../db/schema';

/** The number as the code screen shows it, its middle digits hidden: `079 ••• •567`. */
const mobileHint = maskPhone;

/** POST /otp/send: a new verification code; a spent budget is refused, past half of one it costs a proof of work. */
export const sendOtp: Handler<typeof account.sendOtp> = async ({ db, user, body, address, now }) => {
  const u = requireUser(user);
  const args = { mobile: u.mobile, userId: u.id, purpose: 'verify' as const, address, now };
  await checkSendLimits(db, args);
  await demandProofOfWork(db, { pressed: await sendUnderPressure(db, args), pow: body?.pow, purpose: 'code', now });
  // In the account's language for messages (the sign-up's), whatever the screen asking again is in.
  const { resendAfterS } = await issueCode(db, { ...args, lang: u.language });
  return { sent: true, mobile_hint: mobileHint(u.mobile), resend_after_s: resendAfterS };
};

/**
 * GET /otp/state: whether the newest verification code sent to the user's number can still be used
 * (not expired, used or tried too often), and when a new one may be asked for.
 */
export const getOtpState: Handler<typeof account.getOtpState> = async ({ db, user, now }) => {
  const u = requireUser(user);
  const [latest] = await db.select().from(otpCodes)
    .where(and(eq(otpCodes.mobile, u.mobile), eq(otpCodes.purpose, 'verify')))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
  const sent = latest !== undefined && attemptState(latest, now) === 'usable';
  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
  return {
    sent,
    mobile_hint: mobileHint(u.mobile),
    resend_after_s: sent ? seconds(latest.createdAt.getTime() + OTP_POLICY.resendAfterMs - now.getTime()) : 0,
  };
};

/** The number confirmed: the browser that confirmed it is remembered for the account (accounts/auth/known-device.ts). */
export const verifyOtp: Handler<typeof account.verifyOtp> = async ({ db, user, body, knownDevice, now }) => {
  const u = requireUser(user);
  await consumeCode(db, { mobile: u.mobile, purpose: 'verify', code: body.code, now });
  const [updated] = await db.update(users).set({ isVerified: true }).where(eq(users.id, u.id)).returning();
  const deviceToken = await rememberDevice(db, u.id, knownDevice, now);
  return { ...(deviceToken ? { device_token: deviceToken } : {}), user: publicUser(updated ?? u) };
};
