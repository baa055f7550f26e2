import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { outbox, users } from './accounts';
import { policies } from './policies';
import { uploads } from './uploads';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Files an outbox e-mail carries (the car request's images): the upload store keeps the bytes; a
 * real e-mail provider would attach them from there.
 */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull().references(() => outbox.id, { onDelete: 'cascade' }),
  uploadId: text('upload_id').notNull().references(() => uploads.id, { onDelete: 'restrict' }),
  /** The name the department sees, e.g. "licence-front.jpg". */
  name: text('name').notNull(),
  type: text('type').notNull(),
}, (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)]);

/**
 * The company's renewal link sent by SMS (`/{lang}/renewal?token=…`): 32 random bytes, stored only
 * as their SHA-256, bound to the customer and the contract, used once (`used_at`, set in the
 * payment's transaction), valid until `expires_at`.
 */
export const renewalLinks = pgTable('renewal_links', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  policyId: integer('policy_id').notNull().references(() => policies.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
}, (t) => [index('renewal_links_policy_idx').on(t.policyId)]);
