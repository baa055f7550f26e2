import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { policies } from './policies';

/**
 * One row per file a customer sent (`POST /uploads`); its bytes are rows of `upload_chunks`, so
 * every server on the database can read them. A form claims its uploads when it is submitted;
 * unclaimed ones are deleted, row and chunks, after a day.
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
  /**
   * Names the store holding the bytes: `db:<id>` for upload_chunks; `s3:<key>` for an object in the
   * bucket (UPLOAD_S3_BUCKET); a path relative to DATA_DIR (`uploads/<id>`) for files one server wrote
   * to its own disk before the chunks existed.
   */
  path: text('path').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  /**
   * The contract this document backs (a car's licence and registration, a home's title deed): set in
   * the issuing transaction, once. A document that backs one contract backs no other; the customer
   * sends it again for the next one.
   */
  policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
}, (t) => [
  index('uploads_unclaimed_idx').on(t.claimedAt, t.createdAt),
  index('uploads_session_idx').on(t.sessionId),
  index('uploads_user_idx').on(t.userId),
]);

/**
 * The copies of a picture upload the server made (lib/config/uploads.ts IMAGE_VARIANTS): a display
 * copy and a thumbnail, JPEG, without the original's metadata. Their bytes are in the same store as
 * an upload's, under their own id (`path` as in uploads); they go with their upload. Made when the
 * picture arrives, or on the first request for an upload that came before them (and kept: one per
 * upload and kind, whichever server made it first).
 */
export const uploadVariants = pgTable('upload_variants', {
  id: text('id').primaryKey(),
  uploadId: text('upload_id').notNull().references(() => uploads.id, { onDelete: 'cascade' }),
  /** `display` or `thumb`. */
  variant: text('variant').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  path: text('path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('upload_variants_upload_variant_idx').on(t.uploadId, t.variant),
]);

/**
 * drizzle-orm 0.45's pg-core has no bytea column. Bytes go to the server as hex text it decodes:
 * PGlite's own bytea encoding is a JavaScript loop per byte (about 0.4 s a megabyte here), while
 * Buffer's hex is native; postgres.js sends bytea as the same hex text anyway. Read back, PGlite
 * gives a Uint8Array and postgres.js a Buffer (uploads/files.ts reads chunks as hex, for the same reason).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('hex')}, 'hex')`,
  fromDriver: (value) => Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of an upload, in pieces of 256 KiB numbered from 0. Written while the body streams in,
 * before the upload's row exists, so there is no foreign key: chunks whose upload never got a row
 * (a server stopped mid-upload) are swept by age (created_at).
 */
export const uploadChunks = pgTable('upload_chunks', {
  uploadId: text('upload_id').notNull(),
  seq: integer('seq').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.uploadId, t.seq] }),
  index('upload_chunks_created_idx').on(t.createdAt),
]);
