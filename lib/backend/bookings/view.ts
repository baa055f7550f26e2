import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Appointment } from '@/lib/api/endpoints/bookings';
import { placeText } from '@/lib/model/bookings/geo';
import { isSlot } from '@/lib/calendar/days';
import type { Db } from '../db/client';
import { appointmentEvents, appointmentPhotos, appointments, policies } from '../db/schema';
import { referenceOf } from './reference';
import type { Locale } from '@/lib/config/business';

export type { AppointmentRow } from './row';
import type { AppointmentRow } from './row';
type EventRow = typeof appointmentEvents.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** A free-text field in the request's language: its Arabic version when there is one, else as written. */
const inLanguage = (lang: Locale, text: string, arabic: string | null) => (lang === 'ar' && arabic ? arabic : text);

/** An appointment as the API shows it (spec §3 appointment fields), with its history, its texts in the request's language. */
export function appointmentView(
  row: AppointmentRow,
  extra: { contractNumber: string; events: EventRow[]; photos?: Appointment['photos'] },
  lang: Locale,
): Appointment {
  // The column is plain text; a value outside the six slots would be a bug of whoever wrote it.
  if (!isSlot(row.timePeriod)) throw new Error(`Appointment ${row.id} has an unknown time period ${row.timePeriod}`);
  return {
    id: row.id,
    reference: referenceOf(row.id),
    policy_id: row.policyId,
    contract_number: extra.contractNumber,
    name: row.name,
    phone: row.phone,
    note: inLanguage(lang, row.note, row.noteAr),
    date: row.date,
    time_period: row.timePeriod,
    car: inLanguage(lang, row.car, row.carAr),
    car_type: row.carType,
    can_move: row.canMove,
    towing: row.towing,
    location: { lat: row.lat, lng: row.lng, address: placeText(inLanguage(lang, row.address, row.addressAr), row, lang) },
    status: row.status,
    cancel_note: row.cancelNote === null ? null : inLanguage(lang, row.cancelNote, row.cancelNoteAr),
    history: extra.events.map((e) => ({
      kind: e.kind, at: e.at.toISOString(), by: { role: e.actorRole, name: inLanguage(lang, e.actorName, e.actorNameAr) }, note: e.note,
      changes: (e.changes ?? []).map((c) => (c.field === 'location'
        ? { field: c.field, from: placeText(c.from.address, c.from, lang), to: placeText(c.to.address, c.to, lang) }
        : { field: c.field, from: c.from, to: c.to })),
    })),
    photos: extra.photos ?? [],
  };
}

/** Many appointments with their contract numbers and histories, in three queries whatever their number. */
export async function appointmentViews(db: Reader, rows: AppointmentRow[], lang: Locale): Promise<Appointment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [contracts, events, photos] = await Promise.all([
    db.select({ id: policies.id, number: policies.contractNumber }).from(policies).where(inArray(policies.id, [...new Set(rows.map((r) => r.policyId))])),
    db.select().from(appointmentEvents).where(inArray(appointmentEvents.appointmentId, ids)).orderBy(asc(appointmentEvents.at), asc(appointmentEvents.id)),
    db.select().from(appointmentPhotos).where(inArray(appointmentPhotos.appointmentId, ids)).orderBy(asc(appointmentPhotos.position)),
  ]);
  const numbers = new Map(contracts.map((c) => [c.id, c.number]));
  return rows.map((row) => appointmentView(row, {
    contractNumber: numbers.get(row.policyId) ?? '',
    events: events.filter((e) => e.appointmentId === row.id),
    photos: photos.filter((p) => p.appointmentId === row.id).map((p) => ({ id: p.uploadId, name: p.name })),
  }, lang));
}

export async function oneView(db: Reader, row: AppointmentRow, lang: Locale): Promise<Appointment> {
  const [view] = await appointmentViews(db, [row], lang);
  return view!;
}

/** A customer's appointments, newest date first. */
export async function appointmentsOf(db: Reader, userId: number): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.date), desc(appointments.timePeriod), desc(appointments.id));
}

/** One appointment, only if it belongs to the customer. */
export async function appointmentOf(db: Reader, userId: number, id: number): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(and(eq(appointments.userId, userId), eq(appointments.id, id))).limit(1);
  return row ?? null;
}
