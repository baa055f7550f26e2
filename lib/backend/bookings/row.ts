import type { appointments } from '../db/schema';

/** An appointment as its table holds it. */
export type AppointmentRow = typeof appointments.$inferSelect;
