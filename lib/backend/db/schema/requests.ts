import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { policies } from './policies';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
