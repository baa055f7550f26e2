import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { OTP_POLICY, OTP_SEND_LIMITS } from '@/lib/config/security';
import { codesPerAddressLimit } from '@/lib/config/code-budget';
import { maskPhone } from '@/lib/phone';
import type { account } from '@/lib/api/endpoints';
import { sha256 } from '../auth/tokens';
import type { Handler } from '../context';
import type { Db } from '../db/client';
import { otpCodes, users } from '../db/schema';
import { HttpError } from '../http';
import { countOf } from '../notifications/counts';
import { queueEmail, queueSms } from '../outbox';
import { retryAfterOf, takeRateLimits, wouldTakeRateLimit, type Limit, type Take } from '../limits/rate-limit';
import type { Writer } from '../payments/tx';
import { attemptState, expiryFrom, generateCode } from '../otp/policy';
import { publicUser, requireUser } from './user-view';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

export type Purpose = 'verify' | 'reset' | 'signin';

const codeHash = (mobile: string, purpose: Purpose, code: string) => sha256(`${purpose}:${mobile}:${code}`);

type SendArgs = {
  mobile: string;
  userId?: number;
  purpose: Purpose;
  /** The device that asked: sign-in and reset codes are bound to it and counted per device. */
  deviceId?: string;
  address: string;
  now: Date;
};

/**
 * The counters a code send goes on (OTP_SEND_LIMITS): the asking device and address, the number and
 * the account for codes only the account's holder can cause, and the whole portal. An account that
 * does not exist yet (a sign-up checked before it is written) has sent nothing.
 */
function sendLimits(args: SendArgs): [string, Limit][] {
  const limits: [string, Limit][] = [[`otp:address:${args.address}`, codesPerAddressLimit()]];
  if (args.deviceId !== undefined) limits.push([`otp:device:${args.deviceId}`, OTP_SEND_LIMITS.perDevice]);
  if (args.purpose !== 'reset') {
    limits.push([`otp:number:${args.mobile}`, OTP_SEND_LIMITS.perNumber]);
    if (args.userId !== undefined) limits.push([`otp:account:${args.userId}`, OTP_SEND_LIMITS.perAccount]);
  }
  limits.push(['otp:global', OTP_SEND_LIMITS.global]);
  return limits;
}

/** 429 otp_limit when any counter is spent, with the wait until the last of them frees up. */
function refuseSpent(refused: Take[], now: Date): void {
  if (refused.length === 0) return;
  const retryAfterS = retryAfterOf(refused, now);
  throw new HttpError(429, 'otp_limit', `Too many codes sent. Try again in ${Math.ceil(retryAfterS / 60)} minutes.`, { retry_after_s: retryAfterS });
}

/**
 * Counts one code send on every counter, all or none (429 when any is spent). Given the transaction
 * that writes the message, the counts stand only if the message is written: only codes that really
 * go out spend the budgets.
 */
export async function takeSendLimits(db: Writer, args: SendArgs): Promise<void> {
  refuseSpent(await takeRateLimits(db, sendLimits(args), args.now), args.now);
}

/**
 * The same refusal without counting: for work that sends its code later, in a transaction (sign-up),
 * so that a spent budget is refused before anything is hashed or written.
 */
export async function checkSendLimits(db: Db, args: SendArgs): Promise<void> {
  const takes = await Promise.all(sendLimits(args).map(([key, limit]) => wouldTakeRateLimit(db, key, limit, args.now)));
  refuseSpent(takes.filter((t) => !t.allowed), args.now);
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
 * Issues a code to a number within the limits, and writes it to SMS (and e-mail for resets), in one
 * transaction (a savepoint inside the caller's): the counts, the code and its messages go together.
 */
export async function issueCode(db: Writer, args: SendArgs & { userId: number; email?: string; lang: Locale }) {
  const code = generateCode();
  await db.transaction(async (tx) => {
    await takeSendLimits(tx, args);
    await tx.insert(otpCodes).values({
      mobile: args.mobile, userId: args.userId, purpose: args.purpose, deviceId: args.deviceId ?? null,
      codeHash: codeHash(args.mobile, args.purpose, code), createdAt: args.now, expiresAt: expiryFrom(args.now),
    });
    const message = codeMessage(args.purpose, args.lang, code);
    await queueSms(tx, { to: args.mobile, body: message.body, language: args.lang });
    if (args.email) await queueEmail(tx, { to: args.email, subject: message.subject, body: message.body, language: args.lang });
  });
  return { resendAfterS: OTP_POLICY.resendAfterMs / 1000 };
}

const triesExceeded = () => new HttpError(429, 'otp_tries_exceeded', 'Too many wrong codes. Ask for a new code.');
const expired = () => new HttpError(400, 'otp_expired', 'This code has expired. Ask for a new code.');

/**
 * Checks a code against the newest one issued to the number for that purpose (and, for a code bound
 * to a device, to that device: another device's tries never reach it). Each try is counted in the
 * statement that checks it may still be made, so parallel guesses cannot pass the limit; the code is
 * consumed when right, so it cannot be used twice.
 */
export async function consumeCode(db: Db, args: { mobile: string; purpose: Purpose; code: string; deviceId?: string; now: Date }): Promise<void> {
  const [latest] = await db.select().from(otpCodes)
    .where(and(eq(otpCodes.mobile, args.mobile), eq(otpCodes.purpose, args.purpose), args.deviceId === undefined ? undefined : eq(otpCodes.deviceId, args.deviceId)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
  if (!latest) throw new HttpError(400, 'otp_invalid', 'Invalid one-time code');
  const usable = and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, args.now), lt(otpCodes.attempts, OTP_POLICY.maxTriesPerCode));
  const right = latest.codeHash === codeHash(args.mobile, args.purpose, args.code);
  const [after] = await db.update(otpCodes)
    .set(right ? { consumedAt: args.now } : { attempts: sql`${otpCodes.attempts} + 1` })
    .where(usable).returning({ attempts: otpCodes.attempts });
  if (!after) {
    // Read again: parallel tries may have spent or used the code since it was first read.
    const [current] = await db.select().from(otpCodes).where(eq(otpCodes.id, latest.id));
    throw attemptState(current ?? latest, args.now) === 'exhausted' ? triesExceeded() : expired();
  }
  if (right) return;
  const left = OTP_POLICY.maxTriesPerCode - after.attempts;
  if (left <= 0) throw triesExceeded();
  throw new HttpError(400, 'otp_invalid', 'Invalid one-time code', { tries_left: left });
}

/** The number as the code screen shows it, its middle digits hidden: `079 ••• •567`. */
const mobileHint = maskPhone;

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
