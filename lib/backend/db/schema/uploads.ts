import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';

/**
 * One row per file a customer sent (`POST /uploads`); the bytes are a file under the data folder
 * (`path`, relative to DATA_DIR), never in the database. A form claims its uploads when it is
 * submitted; unclaimed ones are deleted, row and file, after a day.
 */
export const uploads = pgTable('uploads', {
  /** A random UUID: the only handle the browser gets, and it is checked against the owner anyway. */
  id: text('id').primaryKey(),
  /** The device session that sent it (a visitor signing up has no account yet). */
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  /** The customer who sent it, when signed in: then the account owns it, whatever the session. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  address: text('address').notNull(),
  purpose: text('purpose').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('uploads_unclaimed_idx').on(t.claimedAt, t.createdAt),
  index('uploads_session_idx').on(t.sessionId),
  index('uploads_user_idx').on(t.userId),
]);
