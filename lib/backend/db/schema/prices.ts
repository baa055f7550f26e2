import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A price before any account (POST /quotation/price), held for the device's session: the newest
 * answers of each line, so the purchase flow starts from them after sign-up or sign-in. Carried to
 * the new session when a session is rotated (same device); gone with the session (logout, clean-up).
 */
export const priceHolds = pgTable('price_holds', {
  sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  line: text('line', { enum: ['car', 'travel', 'home', 'personal-accident'] }).notNull(),
  /** The validated request ({line, answers}) as POST /quotation/price took it. */
  request: jsonb('request').notNull(),
  /** The price as it was answered. */
  price: jsonb('price').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
}, (t) => [primaryKey({ columns: [t.sessionId, t.line] }), index('price_holds_expires_idx').on(t.expiresAt)]);
