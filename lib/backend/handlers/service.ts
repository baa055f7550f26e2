import { and, count, eq, gt, like } from 'drizzle-orm';
import type { other } from '@/lib/api/endpoints';
import { CUSTOMER_CARE_EMAIL } from '@/lib/config/company';
import { CONTACT_LIMIT } from '@/lib/config/security';
import { sha256 } from '../auth/tokens';
import type { Handler } from '../context';
import { cheques, outbox } from '../db/schema';
import { HttpError } from '../http';
import { sendEmail } from '../outbox';
import { acknowledgementMail, careMail } from '../service/contact-mail';
import type { AreaHandlers } from './registry';
import { canonicalMobile } from './user-view';

/**
 * A cheque by its number. A phone that does not match the beneficiary's answers as if the cheque did
 * not exist, so a number alone cannot be used to probe someone else's cheque; the amount is shown only
 * to whoever proves the phone.
 */
const getChequeStatus: Handler<typeof other.getChequeStatus> = async ({ db, body }) => {
  const none = { status: 'none' as const, cheque_id: body.cheque_id, amount: null, settlement_date: null };
  const [row] = await db.select().from(cheques).where(eq(cheques.chequeId, body.cheque_id)).limit(1);
  if (!row) return none;
  const phoneGiven = body.phone !== undefined;
  const phoneMatches = phoneGiven && row.phone !== null && canonicalMobile(body.phone!) === canonicalMobile(row.phone);
  if (phoneGiven && row.phone !== null && !phoneMatches) return none;
  return {
    status: row.status,
    cheque_id: row.chequeId,
    amount: phoneMatches ? row.amount : null,
    settlement_date: row.settlementDate,
  };
};

/**
 * A contact message to the customer-care inbox, and an acknowledgement to the sender. The limit counts
 * the care e-mails already written for this session (their reference line), so it holds across
 * server instances without a table of its own.
 */
const sendContactEmail: Handler<typeof other.sendContactEmail> = async ({ db, now, lang, user, session, address, body }) => {
  const reference = sha256(`contact:${session ? `s${session.id}` : `a${address}`}`).slice(0, 16);
  const since = new Date(now.getTime() - CONTACT_LIMIT.windowMs);
  const [sent] = await db.select({ n: count() }).from(outbox).where(and(
    eq(outbox.channel, 'email'),
    eq(outbox.to, CUSTOMER_CARE_EMAIL),
    gt(outbox.sentAt, since),
    like(outbox.body, `%\nReference: ${reference}\n%`),
  ));
  if ((sent?.n ?? 0) >= CONTACT_LIMIT.maxPerWindow) {
    throw new HttpError(429, 'too_many_messages', 'You have sent several messages in a short time. Please try again later.');
  }
  const care = careMail(body, { userId: user?.id ?? null, lang, reference });
  await sendEmail(db, CUSTOMER_CARE_EMAIL, care.subject, care.body);
  const ack = acknowledgementMail(body, lang);
  await sendEmail(db, body.email, ack.subject, ack.body);
  return { ok: true as const };
};

/** Cheque status and the contact message. */
export const serviceHandlers: AreaHandlers = {
  getChequeStatus: getChequeStatus as Handler,
  sendContactEmail: sendContactEmail as Handler,
};
