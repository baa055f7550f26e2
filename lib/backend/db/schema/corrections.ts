import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every correction the company made to a customer's birth date, kept for good: the date before and
 * after, why (what document showed it), who did it and when. A birth date on the account prices every
 * contract and decides the refusal at 60, so it changes only this way (accounts/identity/birth-date-correction.ts).
 */
export const birthDateCorrections = pgTable('birth_date_corrections', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  previousBirthDate: date('previous_birth_date', { mode: 'string' }),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  reason: text('reason').notNull(),
  /** The staff member who made it, as they sign (a name or a staff number). */
  correctedBy: text('corrected_by').notNull(),
  correctedAt: timestamp('corrected_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('birth_date_corrections_user_idx').on(t.userId)]);
