import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, date } from 'drizzle-orm/pg-core';
import type { StoredChange } from '../../../model/bookings/changes';
import { users } from './accounts';
import { appointments } from './policies';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * One row per day and period that has been booked at least once: the row a booking locks (select …
 * for update) while it counts the period's appointments, so two bookings of the last place cannot both
 * see it free. `capacity` overrides PERIOD_CAPACITY for that one period (null: the configured value).
 */
export const appointmentPeriods = pgTable('appointment_periods', {
  date: day('date').notNull(),
  timePeriod: text('time_period').notNull(),
  capacity: integer('capacity'),
}, (t) => [primaryKey({ columns: [t.date, t.timePeriod] })]);

/** Days with no assessments besides Fridays and Saturdays (public holidays, …). */
export const blockedDays = pgTable('appointment_blocked_days', {
  date: day('date').primaryKey(),
  reasonEn: text('reason_en').notNull().default(''),
  reasonAr: text('reason_ar').notNull().default(''),
});

/** An appointment's history: booked, changed, each timeline step, cancelled; who did it and when. */
export const appointmentEvents = pgTable('appointment_events', {
  id: serial('id').primaryKey(),
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['booked', 'updated', 'confirmed', 'on_the_way', 'assessed', 'cancelled'] }).notNull(),
  at: at('at').notNull().defaultNow(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorRole: text('actor_role', { enum: ['customer', 'customerCare'] }).notNull(),
  /** The actor's name at the time, kept if the account goes: in English, and in Arabic (null on rows from before it was kept). */
  actorName: text('actor_name').notNull(),
  actorNameAr: text('actor_name_ar'),
  note: text('note'),
  /** A change's before and after of each field it changed; null on other steps and on changes recorded before it was kept. */
  changes: jsonb('changes').$type<StoredChange[]>(),
}, (t) => [index('appointment_events_appointment_idx').on(t.appointmentId, t.id)]);

/** Damage photos of an appointment: uploads claimed for it (purpose damage-photo), in the order sent. */
export const appointmentPhotos = pgTable('appointment_photos', {
  appointmentId: integer('appointment_id').notNull().references(() => appointments.id, { onDelete: 'cascade' }),
  uploadId: text('upload_id').notNull(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.appointmentId, t.uploadId] })]);
