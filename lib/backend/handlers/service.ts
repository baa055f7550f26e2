import { eq } from 'drizzle-orm';
import type { cheques as chequeEndpoints, contact } from '@/lib/api/endpoints';
import { CUSTOMER_CARE_EMAIL } from '@/lib/config/company';
import { CHEQUE_LOOKUP_LIMITS, CONTACT_LIMITS } from '@/lib/config/security';
import type { Handler } from '../context';
import { chequeStatusOf } from '../claims';
import { cheques } from '../db/schema';
import { HttpError } from '../http';
import { enforceRateLimits, type Limit } from '../limits/rate-limit';
import { acknowledgementMail, careMail, queueEmail } from '../messages';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

/**
 * A cheque by its number. A phone that does not match the beneficiary's answers `phone_mismatch` and
 * nothing else of the cheque (its status, dates and amount stay hidden: a lookup without a phone tells
 * no more than the status, and guesses are counted per cheque); the amount is shown only to whoever
 * proves the phone. A claim's cheque (issued by the claims desk) moves from processing to ready on its own,
 * CHEQUE_PROCESSING_DAYS after its settlement (claims/cheque.ts).
 */
const getChequeStatus: Handler<typeof chequeEndpoints.getChequeStatus> = async ({ db, body, address, now }) => {
  // Counted before the lookup: per address, and phone guesses per cheque (whoever guesses, from anywhere).
  await enforceRateLimits(db, [
    [`cheque:address:${address}`, CHEQUE_LOOKUP_LIMITS.perAddress],
    ...(body.phone ? [[`cheque:phone-tries:${body.cheque_id}`, CHEQUE_LOOKUP_LIMITS.phoneTriesPerCheque] as [string, Limit]] : []),
  ], now);
  const none = { status: 'none' as const, cheque_id: body.cheque_id, amount: null, settlement_date: null };
  const [row] = await db.select().from(cheques).where(eq(cheques.chequeId, body.cheque_id)).limit(1);
  if (!row) return none;
  const phoneGiven = body.phone !== undefined;
  // Both in E.164: the cheque as stored, the request's phone as the schema read it, in whatever spelling it was typed.
  const phoneMatches = phoneGiven && row.phone !== null && body.phone === row.phone;
  if (phoneGiven && row.phone !== null && !phoneMatches) return { ...none, status: 'phone_mismatch' as const };
  return {
    status: chequeStatusOf(row, now),
    cheque_id: row.chequeId,
    amount: phoneMatches ? row.amount : null,
    settlement_date: row.settlementDate,
  };
};

/**
 * A contact message from a signed-in customer (the gate lets only a customer who may use the portal
 * through) to the customer-care inbox, and an acknowledgement to the account's own e-mail, never to a
 * typed one. Limited per account and per address, so dropping the cookie resets nothing.
 */
const sendContactEmail: Handler<typeof contact.sendContactEmail> = async ({ db, now, user, address, body }) => {
  const customer = requireUser(user);
  await enforceRateLimits(db, [
    [`contact:account:${customer.id}`, CONTACT_LIMITS.perAccount],
    [`contact:address:${address}`, CONTACT_LIMITS.perAddress],
  ], now).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 429) {
      throw new HttpError(429, 'too_many_messages', 'You have sent several messages in a short time. Please try again later.', error.extra);
    }
    throw error;
  });
  // The desk is told the language the customer chose for messages: the one to answer in.
  const care = careMail(body, { customer, lang: customer.language });
  await queueEmail(db, { to: CUSTOMER_CARE_EMAIL, ...care, language: 'en' });
  const ack = acknowledgementMail(customer, customer.language);
  await queueEmail(db, { to: customer.email, ...ack, language: customer.language });
  return { ok: true as const };
};

/** Cheque status and the contact message. */
export const serviceHandlers = {
  getChequeStatus,
  sendContactEmail,
} satisfies AreaHandlers;
