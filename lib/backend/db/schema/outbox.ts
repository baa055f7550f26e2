import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { policies } from './policies';
import { uploads } from './uploads';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'delivered', 'failed', 'dead'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Every text message and e-mail, written in the transaction of the change that causes it (a
 * transactional outbox): a change that rolls back leaves no message, and a message committed is
 * delivered by the worker of whichever server claims it (lib/backend/messages/delivery). Demo mode has no
 * transport: messages stay `pending` and the outbox page shows them.
 *
 * pending → sending (claimed, `lease_until`) → sent (the provider accepted it) → delivered (an SMS
 * delivery receipt); a refusal makes it `failed` until `next_attempt_at`, and `dead` after the last
 * try. A claim whose lease ran out (its server died) is claimed again.
 */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** The recipient's language: the e-mail's layout and direction. */
  language: text('language', { enum: ['en', 'ar'] }).notNull().default('en'),
  state: text('state', { enum: OUTBOX_STATES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  leaseUntil: at('lease_until'),
  claimedBy: text('claimed_by'),
  lastError: text('last_error'),
  /** The provider's ids: an e-mail's Message-ID, each SMS part's message_id (delivery receipts name them). */
  providerIds: text('provider_ids').array(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** When the provider accepted it. */
  sentAt: at('sent_at'),
}, (t) => [
  index('outbox_due_idx').on(t.state, t.nextAttemptAt),
  index('outbox_provider_ids_idx').using('gin', t.providerIds),
]);

/**
 * Files an e-mail carries, resolved when it is sent: an upload (the car request's images), a
 * contract's PDF (drawn from the contract, as the customer would download it), or a small text
 * file written with the message (an appointment's .ics).
 */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull().references(() => outbox.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['upload', 'contract-pdf', 'inline'] }).notNull().default('upload'),
  uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
  policyId: integer('policy_id').references(() => policies.id, { onDelete: 'cascade' }),
  content: text('content'),
  /** The name the recipient sees, e.g. "licence-front.jpg". */
  name: text('name').notNull(),
  type: text('type').notNull(),
}, (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)]);

/**
 * A reminder sent: one row per subject and event (a contract's renewal window, its 20-day warning,
 * its last day; an appointment's evening-before), so whichever server runs the schedule, and however
 * often, each goes once. Written in the transaction that queues the reminder's messages.
 */
export const remindersSent = pgTable('reminders_sent', {
  id: serial('id').primaryKey(),
  subject: text('subject', { enum: ['policy', 'appointment'] }).notNull(),
  subjectId: integer('subject_id').notNull(),
  event: text('event').notNull(),
  sentAt: at('sent_at').notNull().default(sql`now()`),
}, (t) => [unique('reminders_sent_once').on(t.subject, t.subjectId, t.event)]);
