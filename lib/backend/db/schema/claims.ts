import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClaimDetailsStored } from '../../../validation/claim';
import { users } from './accounts';
import { appointments, policies } from './policies';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A deduction the desk made, with its reason; `reason_ar` only where the company wrote it in both languages (the seed). */
export type StoredDeduction = { reason: string; reason_ar?: string; amount_fils: number };
export type StoredLocation = { lat: number; lng: number; address: string };

/**
 * A claim: one event on one contract, from the report to the money. `state` moves only through the
 * claims state machine (lib/backend/claims), each step in one transaction that locks the row, checks the
 * state it leaves and bumps `version`. Amounts are integer fils and come only from the desk.
 */
export const claims = pgTable('claims', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  policyId: integer('policy_id').notNull().references(() => policies.id, { onDelete: 'cascade' }),
  /** Made once per report in the browser: a resend of the same report answers the same claim. */
  reportKey: uuid('report_key').notNull(),
  line: text('line', { enum: ['motor', 'travel', 'home', 'medical', 'personal-accident'] }).notNull(),
  event: text('event').notNull(),
  state: text('state', { enum: ['reported', 'assessment', 'documents', 'review', 'decided', 'paid', 'closed', 'refused'] }).notNull().default('reported'),
  version: integer('version').notNull().default(0),
  occurredOn: day('occurred_on').notNull(),
  occurredTime: text('occurred_time').notNull().default(''),
  location: jsonb('location').$type<StoredLocation>(),
  description: text('description').notNull(),
  /** The company's own texts in Arabic where it wrote them in both languages (the demo seed); a customer's or staff member's text is kept as written. */
  descriptionAr: text('description_ar'),
  details: jsonb('details').$type<ClaimDetailsStored>().notNull(),
  /** The language the report was made in (what staff write reaches the customer in users.language). */
  language: text('language', { enum: ['en', 'ar'] }).notNull().default('en'),
  appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
  assessor: text('assessor'),
  assessedFils: integer('assessed_fils'),
  assessmentNote: text('assessment_note'),
  assessmentNoteAr: text('assessment_note_ar'),
  assessedAt: at('assessed_at'),
  outcome: text('outcome', { enum: ['approved', 'refused'] }),
  grossFils: integer('gross_fils'),
  excessFils: integer('excess_fils'),
  deductions: jsonb('deductions').$type<StoredDeduction[]>(),
  netFils: integer('net_fils'),
  decisionNote: text('decision_note'),
  decisionNoteAr: text('decision_note_ar'),
  decidedAt: at('decided_at'),
  /**
   * Counts the desk's decisions (each approval or refusal, a new one after a dispute or an appeal
   * included): the customer's answer names the one it answers, so an answer to a decision that has
   * since changed is refused rather than taken as consent to an amount the customer did not see.
   */
  decisionVersion: integer('decision_version').notNull().default(0),
  /** The day the approved amount must be paid by (CLAIM_DEADLINES, Jordan's working days). */
  payBy: day('pay_by'),
  settlementMethod: text('settlement_method', { enum: ['transfer', 'cheque'] }),
  /** The IBAN the money goes to, as it was when the customer accepted. */
  settlementIban: text('settlement_iban'),
  acceptedAt: at('accepted_at'),
  chequeId: text('cheque_id'),
  transferReference: text('transfer_reference'),
  paidAt: at('paid_at'),
  closedAt: at('closed_at'),
  reportedAt: at('reported_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** When the claim entered its present state: the decision's deadline runs from entering review. */
  stateSince: at('state_since').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('claims_report_key_uq').on(t.userId, t.reportKey),
  index('claims_user_idx').on(t.userId, t.reportedAt),
  index('claims_policy_idx').on(t.policyId, t.occurredOn),
  index('claims_state_idx').on(t.state),
]);

/** A claim's history: every step with who made it and when; the customer's page and the desk read the same. */
export const claimEvents = pgTable('claim_events', {
  id: serial('id').primaryKey(),
  claimId: integer('claim_id').notNull().references(() => claims.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  at: at('at').notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorRole: text('actor_role', { enum: ['customer', 'customerCare'] }).notNull(),
  actorName: text('actor_name').notNull(),
  actorNameAr: text('actor_name_ar'),
  note: text('note'),
  noteAr: text('note_ar'),
  amountFils: integer('amount_fils'),
  reference: text('reference'),
  /** A file the customer sent with the step (a dispute's or an appeal's document): one of the claim's files. */
  uploadId: text('upload_id'),
}, (t) => [index('claim_events_claim_idx').on(t.claimId, t.id)]);

/**
 * The files of a claim: the report's photos (by slot) and documents (by key), and what was sent for a
 * document request (request_id). Each is an upload claimed for the claim (purpose claim-file).
 */
export const claimFiles = pgTable('claim_files', {
  claimId: integer('claim_id').notNull().references(() => claims.id, { onDelete: 'cascade' }),
  uploadId: text('upload_id').notNull(),
  /** `objection`: the document a dispute or an appeal carried (its slot is `dispute` or `appeal`, its event names it). */
  kind: text('kind', { enum: ['photo', 'document', 'objection'] }).notNull(),
  /** A photo's slot (front_left, …) or a document's key (police_report, …). */
  slot: text('slot').notNull(),
  requestId: integer('request_id'),
  name: text('name').notNull(),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ columns: [t.claimId, t.uploadId] })]);

/** A document the desk asked for, and when the customer sent it. */
export const claimDocumentRequests = pgTable('claim_document_requests', {
  id: serial('id').primaryKey(),
  claimId: integer('claim_id').notNull().references(() => claims.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  note: text('note').notNull().default(''),
  noteAr: text('note_ar'),
  requestedAt: at('requested_at').notNull(),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  providedAt: at('provided_at'),
}, (t) => [index('claim_document_requests_claim_idx').on(t.claimId)]);

/** Where a customer's claim money goes: one IBAN per account, in the account holder's name. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  iban: text('iban').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A change of payout account waiting for its one-time code (the code itself only as its hash). */
export const payoutAccountChanges = pgTable('payout_account_changes', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  iban: text('iban').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: at('consumed_at'),
  /** The device (session) that asked: only it may confirm the code. */
  deviceId: text('device_id'),
}, (t) => [index('payout_account_changes_user_idx').on(t.userId, t.createdAt)]);
