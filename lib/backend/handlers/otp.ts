import { and, desc, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { OTP_POLICY, OTP_SEND_LIMITS } from '@/lib/config/security';
import type { account } from '@/lib/api/endpoints';
import { sha256 } from '../auth/tokens';
import type { Handler } from '../context';
import type { Db } from '../db/client';
import { otpCodes, users } from '../db/schema';
import { HttpError } from '../http';
import { countOf } from '../notifications/counts';
import { queueEmail, queueSms } from '../outbox';
import { takeRateLimit, wouldTakeRateLimit, type Limit, type Take } from '../limits/rate-limit';
import type { Writer } from '../payments/tx';
import { attemptState, expiryFrom, generateCode } from '../otp/policy';
import { publicUser, requireUser } from './user-view';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

export type Purpose = 'verify' | 'reset' | 'signin';

const codeHash = (mobile: string, purpose: Purpose, code: string) => sha256(`${purpose}:${mobile}:${code}`);

type SendArgs = { mobile: string; userId?: number; address: string; now: Date };

/**
 * The counters a code send goes on: per number, per account, per client address and across the
 * portal. An account that does not exist yet (a sign-up checked before it is written) has sent nothing.
 */
function sendLimits(args: SendArgs): [string, Limit][] {
  return [
    [`otp:number:${args.mobile}`, OTP_SEND_LIMITS.perNumber],
    ...(args.userId === undefined ? [] : [[`otp:account:${args.userId}`, OTP_SEND_LIMITS.perAccount] as [string, Limit]]),
    [`otp:address:${args.address}`, OTP_SEND_LIMITS.perAddress],
    ['otp:global', OTP_SEND_LIMITS.global],
  ];
}

/** 429 otp_limit when any counter is spent, with the wait until the last of them frees up. */
function refuseSpent(takes: Take[], now: Date): void {
  const refused = takes.filter((t) => !t.allowed);
  if (refused.length === 0) return;
  const until = Math.max(...refused.map((t) => t.resetAt.getTime()));
  const retryAfterS = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new HttpError(429, 'otp_limit', `Too many codes sent. Try again in ${Math.ceil(retryAfterS / 60)} minutes.`, { retry_after_s: retryAfterS });
}

/** Counts one code send on every counter, before anything is sent (atomic counters); 429 when any is spent. */
export async function takeSendLimits(db: Writer, args: SendArgs): Promise<void> {
  refuseSpent(await Promise.all(sendLimits(args).map(([key, limit]) => takeRateLimit(db, key, limit, args.now))), args.now);
}

/**
 * The same refusal without counting: for work that sends its code later, in a transaction (sign-up),
 * so that a spent budget is refused before anything is hashed or written.
 */
export async function checkSendLimits(db: Db, args: SendArgs): Promise<void> {
  refuseSpent(await Promise.all(sendLimits(args).map(([key, limit]) => wouldTakeRateLimit(db, key, limit, args.now))), args.now);
}

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
 * Issues a code to a number within the limits, and writes it to SMS (and e-mail for resets). Given a
 * transaction, the counts, the code and its messages go with it.
 */
export async function issueCode(db: Writer, args: { mobile: string; userId: number; purpose: Purpose; email?: string; lang: Locale; address: string; now: Date }) {
  await takeSendLimits(db, args);
  const code = generateCode();
  await db.insert(otpCodes).values({
    mobile: args.mobile, userId: args.userId, purpose: args.purpose,
    codeHash: codeHash(args.mobile, args.purpose, code), createdAt: args.now, expiresAt: expiryFrom(args.now),
  });
  const message = codeMessage(args.purpose, args.lang, code);
  await queueSms(db, { to: args.mobile, body: message.body, language: args.lang });
  if (args.email) await queueEmail(db, { to: args.email, subject: message.subject, body: message.body, language: args.lang });
  return { resendAfterS: OTP_POLICY.resendAfterMs / 1000 };
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

/** The number as the code screen shows it: only its last three digits. */
const mobileHint = (mobile: string) => `•••• ${mobile.slice(-3)}`;

export const sendOtp: Handler<typeof account.sendOtp> = async ({ db, user, lang, address, now }) => {
  const u = requireUser(user);
  const { resendAfterS } = await issueCode(db, { mobile: u.mobile, userId: u.id, purpose: 'verify', lang, address, now });
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

export const verifyOtp: Handler<typeof account.verifyOtp> = async ({ db, user, body, now }) => {
  const u = requireUser(user);
  await consumeCode(db, { mobile: u.mobile, purpose: 'verify', code: body.code, now });
  const [updated] = await db.update(users).set({ isVerified: true }).where(eq(users.id, u.id)).returning();
  return { user: publicUser(updated ?? u) };
};
