import { and, eq, gte, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, ammanDay, ammanInstant } from '@/lib/calendar/days';
import { EXPIRY_WARNING_DAYS, RENEWAL_WINDOW_DAYS, type Locale } from '@/lib/config/business';
import { REMINDERS } from '@/lib/config/delivery';
import { messageLinkOrigin } from '@/lib/config/env';
import { appointmentEmail, appointmentSms } from '../bookings';
import type { Db } from '../db/client';
import { appointments, policies, remindersSent, users } from '../db/schema';
import { queueEmail, queueSms } from '../messages';
import { eligibility } from '../contracts';
import { policyReminder, type PolicyEvent } from './texts';
import { coverState } from '@/lib/model/contracts/cover-state';

const renewal = alias(policies, 'renewal');
type Subject = (typeof remindersSent.$inferSelect)['subject'];

const notSent = (db: Db, subject: Subject, id: typeof policies.id | typeof appointments.id, event: string) =>
  notExists(db.select({ one: sql`1` }).from(remindersSent)
    .where(and(eq(remindersSent.subject, subject), eq(remindersSent.subjectId, id), eq(remindersSent.event, event))));

/**
 * Records that a reminder goes and queues its messages, in one transaction: the unique row decides
 * which of several servers (or runs) sends it, and a run that fails half-way leaves neither behind.
 */
async function once(db: Db, subject: Subject, subjectId: number, event: string, now: Date, queue: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const won = await tx.insert(remindersSent).values({ subject, subjectId, event, sentAt: now }).onConflictDoNothing().returning({ id: remindersSent.id });
    if (won.length === 0) return false;
    await queue(tx as unknown as Db);
    return true;
  });
}

/** Contracts in an event's window of expiry days, not renewed, without that reminder yet. */
async function policiesDue(db: Db, event: PolicyEvent, from: string, to: string) {
  return db.select({ policy: policies, user: users }).from(policies)
    .innerJoin(users, eq(users.id, policies.userId))
    .where(and(
      gte(policies.expiry, from), lte(policies.expiry, to),
      event === 'renewal-window' ? eq(policies.line, 'motor') : undefined,
      notExists(db.select({ one: sql`1` }).from(renewal).where(eq(renewal.renewalOfId, policies.id))),
      notSent(db, 'policy', policies.id, event),
    ))
    .orderBy(policies.id);
}

/**
 * The contract reminders of spec §9 and the appointment's evening-before reminder, each once per
 * subject and event, by SMS and e-mail in the customer's language, each with its link:
 * - a car contract entering its renewal window (45 days; sent until the 20-day warning takes over),
 *   only when the web would renew it;
 * - 20 days before any contract ends (to the day before its last);
 * - its last day (still sent a day or two late when the schedule could not run);
 * - a Lababak appointment from 18:00 (Jordan) the evening before, unless booked after that.
 * `now` is the schedule's clock (tests move it). Answers how many reminders it queued.
 */
export async function runReminders(db: Db, now: Date): Promise<number> {
  const today = ammanDay(now);
  const origin = messageLinkOrigin();
  const windows: [PolicyEvent, string, string][] = [
    ['renewal-window', addDays(today, EXPIRY_WARNING_DAYS + 1), addDays(today, RENEWAL_WINDOW_DAYS)],
    ['expiry-warning', addDays(today, 1), addDays(today, EXPIRY_WARNING_DAYS)],
    ['ended', addDays(today, -REMINDERS.endedGraceDays), today],
  ];
  let queued = 0;
  for (const [event, from, to] of windows) {
    for (const { policy, user } of await policiesDue(db, event, from, to)) {
      const lang: Locale = user.language;
      const renewable = policy.line === 'motor' && eligibility(policy, user, false, now).state === 'renewable';
      if (event === 'renewal-window' && !renewable) continue;
      // A cover that has not started is not expiring (a trip next week): warned once it has begun, if still in the window.
      if (event === 'expiry-warning' && coverState({ effective_date: policy.effectiveDate, expiry: policy.expiry }, today) !== 'expiring') continue;
      const link = renewable && event !== 'ended'
        ? `${origin}/${lang}/car-insurance-renewal?policyId=${policy.id}`
        : `${origin}/${lang}/policy/${policy.line}/${policy.id}`;
      const text = policyReminder(event, lang, {
        line: policy.line, contractNumber: policy.contractNumber, expiry: policy.expiry, link,
        name: (lang === 'ar' ? user.nameAr : user.nameEn) || user.nameEn || user.nameAr || '',
        renewable: renewable && event !== 'ended', endedAlready: policy.expiry < today,
      });
      const sent = await once(db, 'policy', policy.id, event, now, async (tx) => {
        await queueSms(tx, { to: user.mobile, body: text.sms, language: lang });
        await queueEmail(tx, { to: user.email, subject: text.subject, body: text.body, language: lang });
      });
      if (sent) queued += 1;
    }
  }
  // Tomorrow's appointments, once the evening has come.
  const evening = ammanInstant(today, `${String(REMINDERS.appointmentEveningHour).padStart(2, '0')}:00`);
  if (now >= evening) {
    const due = await db.select({ appointment: appointments, user: users }).from(appointments)
      .innerJoin(users, eq(users.id, appointments.userId))
      .where(and(
        eq(appointments.date, addDays(today, 1)), inArray(appointments.status, ['booked', 'confirmed']),
        // Booked this evening: its confirmation has just gone.
        lt(appointments.createdAt, evening),
        notSent(db, 'appointment', appointments.id, 'evening-before'),
      ))
      .orderBy(appointments.id);
    for (const { appointment, user } of due) {
      const lang: Locale = user.language;
      const sent = await once(db, 'appointment', appointment.id, 'evening-before', now, async (tx) => {
        await queueSms(tx, { to: appointment.phone, body: appointmentSms('reminder', lang, appointment), language: lang });
        await queueEmail(tx, appointmentEmail('reminder', appointment, user.email, lang, origin, now));
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
