import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The embedded identity-verification service: a journey starts with the scanned document, before
 * the account exists (it belongs to the device session), and is bound to the user at sign-up.
 */
export const identityJourneys = pgTable('identity_journeys', {
  id: text('id').primaryKey(),
  sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const identityDocuments = pgTable('identity_documents', {
  id: serial('id').primaryKey(),
  journeyId: text('journey_id').notNull().references(() => identityJourneys.id, { onDelete: 'cascade' }),
  side: text('side', { enum: ['front', 'back'] }).notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
});
