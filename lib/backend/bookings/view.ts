import { and, desc, eq } from 'drizzle-orm';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import type { Db } from '../db/client';
import { appointments } from '../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
type Slot = (typeof APPOINTMENT_SLOTS)[number];

const isSlot = (value: string): value is Slot => (APPOINTMENT_SLOTS as readonly string[]).includes(value);

/** A free-text field in the request's language: its Arabic version when there is one, else as written. */
const inLanguage = (lang: 'en' | 'ar', text: string, arabic: string | null) => (lang === 'ar' && arabic ? arabic : text);

/** An appointment as the API shows it (spec §3 appointment fields), its texts in the request's language. */
export function appointmentView(row: AppointmentRow, lang: 'en' | 'ar' = 'en'): Appointment {
  // The column is plain text; a value outside the six slots would be a bug of whoever wrote it.
  if (!isSlot(row.timePeriod)) throw new Error(`Appointment ${row.id} has an unknown time period ${row.timePeriod}`);
  return {
    id: row.id,
    policy_id: row.policyId,
    name: row.name,
    phone: row.phone,
    note: inLanguage(lang, row.note, row.noteAr),
    date: row.date,
    time_period: row.timePeriod,
    car: row.car,
    towing: row.towing,
    location: { lat: row.lat, lng: row.lng, address: inLanguage(lang, row.address, row.addressAr) },
    status: row.status,
    cancel_note: row.cancelNote === null ? null : inLanguage(lang, row.cancelNote, row.cancelNoteAr),
  };
}

/** A customer's appointments, newest date first. */
export async function appointmentsOf(db: Db, userId: number): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.date), desc(appointments.timePeriod), desc(appointments.id));
}

/** One appointment, only if it belongs to the customer. */
export async function appointmentOf(db: Db, userId: number, id: number): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(and(eq(appointments.userId, userId), eq(appointments.id, id))).limit(1);
  return row ?? null;
}
