import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { policies, type OfferDiscount, type TermsAcceptance } from './policies';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A price the backend worked out and holds for QUOTE_VALID_MINUTES (30): what is being bought
 * (`kind`, dispatched to its issuer on payment), the validated inputs it was priced from, and the
 * amount in integer fils. The browser only ever names a quote by its id; it never sends a price.
 */
export const quotes = pgTable('quotes', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** What paying it does: 'travel' | 'home' | 'personal-accident' issue a new contract (see contracts/issuers). */
  kind: text('kind').notNull(),
  line: text('line', { enum: ['motor', 'travel', 'home', 'medical', 'personal-accident'] }).notNull(),
  inputs: jsonb('inputs').notNull(),
  premiumFils: integer('premium_fils').notNull(),
  feesFils: integer('fees_fils').notNull(),
  taxFils: integer('tax_fils').notNull(),
  amountFils: integer('amount_fils').notNull(),
  status: text('status', { enum: ['open', 'paid'] }).notNull().default('open'),
  /** The customer confirmed, on a screen that named it, buying this while holding a cover of the same kind for an overlapping period. */
  overlapConfirmed: boolean('overlap_confirmed').notNull().default(false),
  /** An offer's discount already taken off `premium_fils` (the price before it is premium + discount). */
  offerDiscount: jsonb('offer_discount').$type<OfferDiscount>(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
}, (t) => [index('quotes_user_idx').on(t.userId, t.createdAt)]);

/**
 * One payment per quote: the quote id is UNIQUE, so it is the idempotency key (two tabs, replays and
 * reloads find the same payment). `policy_id` is UNIQUE too: one contract per payment. Confirming
 * locks this row, issues the contract and marks it paid in one transaction.
 */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  quoteId: text('quote_id').notNull().unique().references(() => quotes.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  amountFils: integer('amount_fils').notNull(),
  /** pending: waiting for the card; processing: card taken, outcome awaited; paid; failed. */
  status: text('status', { enum: ['pending', 'processing', 'paid', 'failed'] }).notNull().default('pending'),
  /**
   * superseded: the customer started a newer payment for the same product, so this one can no longer be paid;
   * duplicate_cover: they held a cover of the same kind for an overlapping period and had not confirmed a second one.
   * plate_taken: the car is on another customer's contract in force (one car, one contract): a person handles it.
   */
  failureReason: text('failure_reason', { enum: ['declined', 'failed', 'cancelled', 'expired', 'unavailable', 'superseded', 'duplicate_cover', 'plate_taken'] }),
  /** The outcome the card network will give, and when (a delayed answer), while processing. */
  pendingOutcome: text('pending_outcome', { enum: ['paid', 'failed'] }),
  decideAt: at('decide_at'),
  attempts: integer('attempts').notNull().default(1),
  cardLast4: text('card_last4'),
  /** The acceptance of the terms given when the payment was started; copied onto the contract it issues. */
  termsAcceptance: jsonb('terms_acceptance').$type<TermsAcceptance>(),
  /**
   * A card gateway's hosted payment (lib/backend/payments/gateway): the gateway's name, the hosted
   * session of the current attempt (the authority the outcome is asked of), where the browser pays
   * it, and the gateway's payment once one is known. Null with the portal's own test page.
   */
  gateway: text('gateway'),
  gatewayRef: text('gateway_ref'),
  gatewayRedirect: text('gateway_redirect'),
  gatewayPaymentId: text('gateway_payment_id'),
  /**
   * When the newest hosted session was opened. Every session of a payment carries the payment's id
   * as its reference, and each can still take money until it lapses: the gateway is asked about all
   * of them by that reference for CAPTURE_WATCH_MS after this (reconcile.ts).
   */
  gatewayOpenedAt: at('gateway_opened_at'),
  /** When the gateway was last asked (the result page, a webhook, the reconciliation job): at most once a few seconds. */
  gatewayCheckedAt: at('gateway_checked_at'),
  /** Money the gateway took for a contract that could not be issued goes back: the refund's id once it is asked for. */
  refundId: text('refund_id'),
  policyId: integer('policy_id').unique().references(() => policies.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  paidAt: at('paid_at'),
}, (t) => [
  index('payments_user_idx').on(t.userId), index('payments_gateway_pending_idx').on(t.status, t.gatewayCheckedAt),
  index('payments_gateway_opened_idx').on(t.gatewayOpenedAt),
]);

/**
 * Every capture a card gateway reported for a payment, by the gateway's own payment id (the primary
 * key: a capture is recorded once, however many webhooks, polls and reconciliation runs report it),
 * and its fate, decided in the transaction that settles the payment: `issued` the one that issued the
 * contract; `refund_due` any other (a second session of the same purchase, a superseded payment whose
 * sibling was paid, an amount not the quote's), until the gateway accepts its refund: `refunded`.
 * `amount` is in the minor units of `currency`, as the gateway took it.
 */
export const gatewayCaptures = pgTable('gateway_captures', {
  gatewayPaymentId: text('gateway_payment_id').primaryKey(),
  paymentId: text('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  fate: text('fate', { enum: ['issued', 'refund_due', 'refunded'] }).notNull(),
  refundId: text('refund_id'),
  /** When a refund was last asked for (the reconciliation job retries one the gateway did not accept). */
  refundAskedAt: at('refund_asked_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [index('gateway_captures_payment_idx').on(t.paymentId), index('gateway_captures_fate_idx').on(t.fate, t.refundAskedAt)]);

