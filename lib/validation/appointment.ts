import { z } from 'zod';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import { MAX_DAMAGE_PHOTOS, STAFF_SEARCH } from '@/lib/config/bookings';
import { messageKeys, optionalMultilineText, optionalText, personName, phone, requiredMultilineText, requiredText } from './fields';
import { toLatinDigits } from './digits';
import { isCalendarDay } from '@/lib/bookings/time';

/**
 * The Lababak appointment's fields (spec §3: name, phone, note, date, time period, car, towing,
 * location), one schema for the forms and the embedded backend.
 */

export const CAR_TYPES = ['saloon', 'suv', 'pickup', 'motorcycle'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const NOTE_MAX_LENGTH = 500;

export const timePeriod = z.enum(APPOINTMENT_SLOTS, { error: messageKeys.required });
/** A day of the booking calendar, yyyy-MM-dd: a real one, from EARLIEST_YEAR on (isCalendarDay). */
export const appointmentDay = z.string({ error: 'validation.date' }).refine(isCalendarDay, 'validation.date');
/** A month of the staff calendar, yyyy-MM, from EARLIEST_YEAR on (PostgreSQL has no year 0). */
export const appointmentMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid')
  .refine((month) => isCalendarDay(`${month}-01`), 'validation.invalid');

/** Control characters are refused by the field builders (lib/validation/fields); a note may span lines. */
export const appointmentNote = optionalMultilineText(NOTE_MAX_LENGTH);

export const appointmentLocation = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: requiredText(300),
});
export type AppointmentLocation = z.infer<typeof appointmentLocation>;

/** Who is met and how: name and phone of the driver, whether the car moves and needs towing. */
export const appointmentContact = z.object({
  name: personName(120),
  phone,
});

const changeable = {
  date: appointmentDay,
  time_period: timePeriod,
  note: appointmentNote,
  can_move: z.boolean(),
  towing: z.boolean(),
  location: appointmentLocation,
  ...appointmentContact.shape,
  /**
   * The customer saw the warning that the same car has another appointment that day and wants this one
   * too; without it the backend answers 409 same_car_same_day (a second one in the same period is refused).
   */
  confirm_same_day: z.boolean().default(false),
};

/**
 * POST /booking/createAppointment. The car (its name, plate and type) comes from the contract in the
 * backend, never from the browser: a car field sent along is dropped.
 */
export const appointmentRequest = z.object({
  policy_id: z.number().int().positive(),
  ...changeable,
  /** Damage photos already uploaded through the upload store (their ids). */
  photos: z.array(z.string().min(1).max(100)).max(MAX_DAMAGE_PHOTOS, 'bookings.errors.tooManyPhotos').default([]),
});
export type AppointmentRequest = z.input<typeof appointmentRequest>;

/** POST /booking/updateAppointment: a new day, period, place, note or contact; the contract stays. */
export const appointmentChange = z.object({ id: z.number().int().positive(), ...changeable });
export type AppointmentChange = z.input<typeof appointmentChange>;

/** The cancel note is required (DELETE …/cancleAppointment/{id}?notes=…). */
export const cancelNote = z.object({
  notes: requiredMultilineText(NOTE_MAX_LENGTH),
});

export const STAFF_SEARCH_KEYS = ['mobile', 'national_id', 'plate', 'contract'] as const;
export type StaffSearchKey = (typeof STAFF_SEARCH_KEYS)[number];

/** A staff search: which key, and its value (digits made Latin, spaces dropped). */
export const staffSearch = z.object({
  by: z.enum(STAFF_SEARCH_KEYS),
  q: requiredText(STAFF_SEARCH.maxLength).transform((v) => toLatinDigits(v).replace(/\s+/g, '')).pipe(
    z.string().regex(/^[\w+\-/]+$/, 'validation.invalid'),
  ),
});

/** Appointments by key, by day, or both. */
export const appointmentSearch = z.object({
  by: z.enum(STAFF_SEARCH_KEYS).optional(),
  q: optionalText(STAFF_SEARCH.maxLength).optional(),
  date: appointmentDay.optional(),
}).transform((v, ctx) => {
  const q = v.q ? toLatinDigits(v.q).replace(/\s+/g, '') : '';
  if (q && !/^[\w+\-/]+$/.test(q)) ctx.addIssue({ code: 'custom', path: ['q'], message: 'validation.invalid' });
  if (q && !v.by) ctx.addIssue({ code: 'custom', path: ['by'], message: messageKeys.required });
  if (!q && !v.date) ctx.addIssue({ code: 'custom', path: ['q'], message: messageKeys.required });
  return { by: v.by, q: q || undefined, date: v.date };
});
