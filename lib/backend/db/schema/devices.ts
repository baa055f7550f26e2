import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A browser an account's owner has signed in on (the KNOWN_DEVICE cookie): one row per account and
 * browser, the cookie's token stored only as its SHA-256. From such a browser the owner's codes are
 * not counted on the address's and network's budgets, which strangers could spend.
 */
export const knownDevices = pgTable('known_devices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: at('created_at').notNull(),
  lastUsedAt: at('last_used_at').notNull(),
  expiresAt: at('expires_at').notNull(),
}, (t) => [
  uniqueIndex('known_devices_token_user_uq').on(t.tokenHash, t.userId),
  index('known_devices_expires_idx').on(t.expiresAt),
]);

/**
 * A password reset sent as a link to the account's e-mail (when the text messages of its login are
 * spent): the token is in the link's fragment and stored only as its SHA-256; it works once, until
 * expires_at.
 */
export const passwordResetLinks = pgTable('password_reset_links', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
}, (t) => [index('password_reset_links_user_idx').on(t.userId)]);
