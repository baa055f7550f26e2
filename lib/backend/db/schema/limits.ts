import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limited key (for example `login:account:42` or `otp:address:1.2.3.4`), in the
 * database so that every portal instance on the same database counts together.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('rate_limits_expires_idx').on(t.expiresAt)]);

/**
 * Secrets the backend makes for itself on first use and every instance on the database shares (the
 * key that signs proof-of-work challenges), so nothing needs configuring and a challenge one
 * instance made verifies on another.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
