import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { uploads } from './uploads';

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
  /**
   * The scan itself is an upload (a file under the data folder), claimed for this journey. Null
   * only on rows from before uploads existed, whose bytes (kept in the row then) were dropped.
   */
  uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
}, (t) => [index('identity_documents_upload_idx').on(t.uploadId), index('identity_documents_journey_idx').on(t.journeyId)]);
