import { and, desc, eq } from 'drizzle-orm';
import type { account } from '@/lib/api/endpoints';
import { CONTACT_CODE_LENGTH } from '@/lib/config/business';
import { CONTACT_CHANGE_LIMITS, OTP_POLICY } from '@/lib/config/security';
import type { ContactChannel } from '@/lib/validation/contact-change';
import {
  checkCurrentPassword, claimCode, expiryFrom, generateCode, holdsMobile, invalidCode, publicUser, requireUser, revokeOtherSessionsOf, sendContactChangedNotice, sendContactCode, sha256, takeSendLimits, tryCode,
} from '../accounts';
import type { Handler, UserRow } from '../context';
import { contactChanges, users } from '../db/schema';
import { HttpError } from '../http';
import { enforceRateLimits } from '../limits/rate-limit';
import type { Writer } from '../db/tx';

/**
 * Changing the e-mail or the mobile number: both sign in and receive password-reset codes, so a
 * change takes the current password, and the new value replaces the confirmed one only when the code
 * sent to it comes back. Until then it waits in contact_changes, where sign-in and reset never look.
 */

const codeHash = (userId: number, channel: ContactChannel, value: string, code: string) => sha256(`contact:${userId}:${channel}:${value}:${code}`);
const current = (u: UserRow, channel: ContactChannel) => (channel === 'email' ? u.email : u.mobile);
/** A refused code is told on the form's code field. */
const ON_CODE = { field: 'code' };

/** 409 when another account holds the value (checked at the request and again at the confirmation). */
async function assertFree(db: Writer, userId: number, channel: ContactChannel, value: string): Promise<void> {
  const held = channel === 'email' ? eq(users.email, value) : holdsMobile(value);
  const holders = await db.select({ id: users.id }).from(users).where(held);
  if (holders.some((holder) => holder.id !== userId)) throw taken(channel);
}

const taken = (channel: ContactChannel) => (channel === 'email'
  ? new HttpError(409, 'email_taken', 'This e-mail address is already registered', { fields: { value: 'errors.email_taken' } })
  : new HttpError(409, 'mobile_taken', 'This mobile number is already registered', { fields: { value: 'errors.mobile_taken' } }));

/** PostgreSQL's unique_violation: two accounts confirmed the same value at once; the second loses. */
const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === '23505' || cause?.code === '23505';
};

export const requestContactChange: Handler<typeof account.requestContactChange> = async ({ db, user, session, body, address, now }) => {
  const u = requireUser(user);
  await checkCurrentPassword(db, { user: u, password: body.current_password, address, now });
  const { channel } = body;
  // As stored: an e-mail lowercased, a number in E.164 (lib/validation/contact-change.ts).
  const { value } = body;
  if (value === current(u, channel)) {
    throw new HttpError(400, 'contact_unchanged', 'This is already your address', { fields: { value: 'errors.contact_unchanged' } });
  }
  await assertFree(db, u.id, channel, value);
  const code = generateCode(CONTACT_CODE_LENGTH);
  // Each request sends a message to an address the customer typed: counted, all limits or none, with
  // the message it pays for. Only the newest request of a channel can be confirmed: the confirmation reads no other.
  await db.transaction(async (tx) => {
    await enforceRateLimits(tx, [
      [`contact-change:account:${u.id}`, CONTACT_CHANGE_LIMITS.perAccount],
      [`contact-change:address:${address}`, CONTACT_CHANGE_LIMITS.perAddress],
    ], now);
    if (channel === 'mobile') await takeSendLimits(tx, { mobile: value, userId: u.id, purpose: 'verify', address, now });
    await tx.insert(contactChanges).values({
      userId: u.id, channel, value, codeHash: codeHash(u.id, channel, value, code), createdAt: now, expiresAt: expiryFrom(now), deviceId: session?.deviceId ?? null,
    });
    await sendContactCode(tx, { channel, value, code, lang: u.language });
  });
  return { sent: true, channel, value, expires_in_s: OTP_POLICY.validForMs / 1000 };
};

export const confirmContactChange: Handler<typeof account.confirmContactChange> = async ({ db, user, session, body, now }) => {
  const u = requireUser(user);
  const { channel } = body;
  // Only the browser that asked may confirm: a code read over the customer's shoulder is no use elsewhere.
  const [pending] = await db.select().from(contactChanges)
    .where(and(eq(contactChanges.userId, u.id), eq(contactChanges.channel, channel)))
    .orderBy(desc(contactChanges.createdAt), desc(contactChanges.id)).limit(1);
  if (!pending || pending.deviceId !== (session?.deviceId ?? null)) throw invalidCode(ON_CODE);
  await tryCode(db, contactChanges, pending.id, pending.codeHash === codeHash(u.id, channel, pending.value, body.code), now, ON_CODE);
  try {
    const updated = await db.transaction(async (tx) => {
      // Claimed once: a second confirmation of the same code (a replay, a double click) changes nothing.
      await claimCode(tx, contactChanges, pending.id, now, ON_CODE);
      await assertFree(tx, u.id, channel, pending.value);
      const [row] = await tx.update(users).set(channel === 'email' ? { email: pending.value } : { mobile: pending.value, mobileDuplicate: false })
        .where(eq(users.id, u.id)).returning();
      // A notice the company sends: in the account's language for messages (users.language).
      await sendContactChangedNotice(tx, { channel, oldEmail: u.email, oldMobile: u.mobile, value: pending.value, lang: u.language });
      if (session) await revokeOtherSessionsOf(tx, u.id, session, now);
      return row ?? u;
    });
    return { user: publicUser(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(channel);
    throw error;
  }
};
