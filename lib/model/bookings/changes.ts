/**
 * What a change of an appointment changed, kept with its history entry (appointment_events.changes) so
 * the history says "Date changed from 03-12-2026 to 05-12-2026" rather than "Changed".
 */

export type AppointmentPlace = { lat: number; lng: number; address: string };

/** The fields a change may touch, in the order the history lists them. */
export const CHANGED_FIELDS = ['date', 'time_period', 'location', 'can_move', 'towing', 'note', 'name', 'phone'] as const;
export type ChangedField = (typeof CHANGED_FIELDS)[number];

export type StoredChange =
  | { field: 'date' | 'time_period' | 'note' | 'name' | 'phone'; from: string; to: string }
  | { field: 'can_move' | 'towing'; from: boolean; to: boolean }
  | { field: 'location'; from: AppointmentPlace; to: AppointmentPlace };

export type ChangeableValues = {
  date: string; timePeriod: string; note: string; canMove: boolean; towing: boolean; name: string; phone: string;
  lat: number; lng: number; address: string;
};

/** The before/after of each field that differs, in CHANGED_FIELDS order; a place changes when its point or words do. */
export function appointmentChanges(before: ChangeableValues, after: ChangeableValues): StoredChange[] {
  const out: StoredChange[] = [];
  const text = (field: 'date' | 'note' | 'name' | 'phone', key: 'date' | 'note' | 'name' | 'phone') => {
    if (before[key] !== after[key]) out.push({ field, from: before[key], to: after[key] });
  };
  text('date', 'date');
  if (before.timePeriod !== after.timePeriod) out.push({ field: 'time_period', from: before.timePeriod, to: after.timePeriod });
  if (before.lat !== after.lat || before.lng !== after.lng || before.address !== after.address) {
    out.push({
      field: 'location',
      from: { lat: before.lat, lng: before.lng, address: before.address },
      to: { lat: after.lat, lng: after.lng, address: after.address },
    });
  }
  if (before.canMove !== after.canMove) out.push({ field: 'can_move', from: before.canMove, to: after.canMove });
  if (before.towing !== after.towing) out.push({ field: 'towing', from: before.towing, to: after.towing });
  text('note', 'note');
  text('name', 'name');
  text('phone', 'phone');
  return out;
}
