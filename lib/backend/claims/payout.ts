import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTACT_CODE_LENGTH, type Locale } from '@/lib/config/business';
import { COMPANY_NAME, COMPANY_PHONE } from '@/lib/config/company';
import { OTP_POLICY, PAYOUT_CHANGE_LIMITS } from '@/lib/config/security';
import { isolateLtr } from '@/lib/format';
import { formatPhone, maskPhone } from '@/lib/phone';
import type { payoutAccountChange, payoutAccountConfirm } from '@/lib/validation/claim';
import { maskIban } from '@/lib/validation/iban';
import { checkCurrentPassword, claimCode, expiryFrom, generateCode, invalidCode, sha256, takeSendLimits, tryCode } from '../accounts';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { payoutAccountChanges, payoutAccounts } from '../db/schema';
import { HttpError } from '../http';
import { enforceRateLimits } from '../limits/rate-limit';
import { countOf, queueEmail, queueSms } from '../messages';
import { fieldError } from './errors';
import { claimText, ibanInText } from './text';

/**
 * Where a customer's claim money goes: one IBAN per account, in the account holder's own name. A change
 * takes the password, then a code sent to the account's mobile, since it decides where money goes.
 */

const codeHash = (userId: number, changeId: string, iban: string, code: string) => sha256(`payout:${userId}:${changeId}:${iban}:${code}`);
const holderOf = (u: UserRow, lang: Locale) => (lang === 'ar' ? u.nameAr || u.nameEn : u.nameEn || u.nameAr);

export async function payoutAccountOf(db: Pick<Db, 'select'>, me: UserRow, lang: Locale) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, me.id)).limit(1);
  return { account: row ? { iban_masked: maskIban(row.iban), holder: holderOf(me, lang), updated_at: row.updatedAt.toISOString() } : null };
}

/** The password again, on the form's own field (`password`), counted as sign-in's checks are. */
async function checkPassword(db: Db, me: UserRow, password: string, address: string, now: Date): Promise<void> {
  try {
    await checkCurrentPassword(db, { user: me, password, address, now });
  } catch (error) {
    if (error instanceof HttpError && error.extra.fields) {
      throw new HttpError(error.status, error.code, error.message, { ...error.extra, fields: { password: `errors.${error.code}` } });
    }
    throw error;
  }
}

/** Who asks: the account, and the device (session) that asked, which alone may confirm the code. */
interface Caller { db: Db; me: UserRow; deviceId: string | null; address: string; lang: Locale; now: Date }

/** POST /payout-account: limits first, then the password, then a code to the account's mobile; nothing changes yet. */
export async function startPayoutChange(c: Caller, body: z.output<typeof payoutAccountChange>) {
  const { db, me, address, lang, now } = c;
  await enforceRateLimits(db, [
    [`payout-change:account:${me.id}`, PAYOUT_CHANGE_LIMITS.perAccount],
    [`payout-change:address:${address}`, PAYOUT_CHANGE_LIMITS.perAddress],
  ], now);
  await checkPassword(db, me, body.password, address, now);
  const [current] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, me.id)).limit(1);
  if (current?.iban === body.iban) throw fieldError('payout_unchanged', 'iban', lang);
  const id = randomUUID();
  const code = generateCode(CONTACT_CODE_LENGTH);
  const expiresAt = expiryFrom(now);
  await db.transaction(async (tx) => {
    await takeSendLimits(tx, { mobile: me.mobile, userId: me.id, purpose: 'verify', address, now });
    await tx.insert(payoutAccountChanges).values({
      id, userId: me.id, iban: body.iban, codeHash: codeHash(me.id, id, body.iban, code), createdAt: now, expiresAt, deviceId: c.deviceId,
    });
    // To the account's own mobile: in the language the customer chose for messages, not the screen's.
    const to = me.language;
    const body_ = claimText(to)('payout.codeSms', {
      company: COMPANY_NAME[to], iban: ibanInText(body.iban, to), code, validFor: countOf('minutes', OTP_POLICY.validForMs / 60_000, to),
    });
    await queueSms(tx, { to: me.mobile, body: body_, language: to });
  });
  return { change_id: id, mobile_masked: maskPhone(me.mobile), expires_at: expiresAt.toISOString() };
}

/** A refused code is told on the form's code field. */
const ON_CODE = { field: 'code' };

/** The notice of a new payout account, to the account's e-mail and mobile, in the account's language. */
export function payoutChangedNotice(me: UserRow, iban: string, lang: Locale) {
  const t = claimText(lang);
  const values = { company: COMPANY_NAME[lang], iban: ibanInText(iban, lang), name: holderOf(me, lang), phone: lang === 'ar' ? isolateLtr(formatPhone(COMPANY_PHONE)) : formatPhone(COMPANY_PHONE) };
  return { subject: t('payout.changed.subject', values), body: t('payout.changed.body', values) };
}

/**
 * POST /payout-account/confirm: the code of the change, from the browser that asked for it (another
 * session of the account, however it got the code, is told the code is wrong); each try counted before
 * it is compared (accounts/codes/try-code.ts).
 */
export async function confirmPayoutChange(c: Omit<Caller, 'address'>, body: z.output<typeof payoutAccountConfirm>) {
  const { db, me, lang, now } = c;
  const [pending] = await db.select().from(payoutAccountChanges)
    .where(and(eq(payoutAccountChanges.id, body.change_id), eq(payoutAccountChanges.userId, me.id))).limit(1);
  if (!pending || pending.deviceId !== c.deviceId) throw invalidCode(ON_CODE);
  await tryCode(db, payoutAccountChanges, pending.id, pending.codeHash === codeHash(me.id, pending.id, pending.iban, body.code), now, ON_CODE);
  await db.transaction(async (tx) => {
    await claimCode(tx, payoutAccountChanges, pending.id, now, ON_CODE);
    await tx.insert(payoutAccounts).values({ userId: me.id, iban: pending.iban, updatedAt: now })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: { iban: pending.iban, updatedAt: now } });
    // Where the money goes has changed: the company says so on its own, in the account's language.
    const notice = payoutChangedNotice(me, pending.iban, me.language);
    await queueEmail(tx, { to: me.email, ...notice, language: me.language });
    await queueSms(tx, { to: me.mobile, body: `${COMPANY_NAME[me.language]}: ${notice.body}`, language: me.language });
  });
  return payoutAccountOf(db, me, lang);
}
