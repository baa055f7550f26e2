import { z } from 'zod';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import { MAX_DAMAGE_PHOTOS, STAFF_SEARCH } from '@/lib/config/bookings';
import { optionalMultilineText, optionalText, personName, requiredMultilineText, requiredText } from './fields';
import { phone } from './phone';
import { toLatinDigits } from '../format/digits';
import { isCalendarDay } from '@/lib/calendar/days';
import { isInJordan } from '@/lib/model/places/jordan';

/**
 * The Lababak appointment's fields (spec §3: name, phone, note, date, time period, car, towing,
 * location), one schema for the forms and the embedded backend.
 */

import { CAR_TYPES, type CarType } from '@/lib/model/bookings/car-type';

export { CAR_TYPES, type CarType };

export const NOTE_MAX_LENGTH = 500;

export const timePeriod = z.enum(APPOINTMENT_SLOTS, { error: 'lababak.validation.period' });
/** A day of the booking calendar, yyyy-MM-dd: a real one, from EARLIEST_YEAR on (isCalendarDay). */
export const appointmentDay = z.string({ error: 'lababak.validation.day' }).refine(isCalendarDay, 'lababak.validation.day');
/** A month of the staff calendar, yyyy-MM, from EARLIEST_YEAR on (PostgreSQL has no year 0). */
export const appointmentMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid')
  .refine((month) => isCalendarDay(`${month}-01`), 'validation.invalid');

/** Control characters and hidden formatting are refused by the field builders (lib/validation/fields); a note may span lines. */
export const appointmentNote = optionalMultilineText(NOTE_MAX_LENGTH);

const place = {
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: requiredText(300, 'lababak.validation.location'),
};
/** Said on the place as a whole: one outside Jordan (0,0, the sea, a neighbour's city) is moved or typed again. */
const inJordan = 'validation.placeInJordan';

/** A place in Jordan, where a car is met or a car or a home had its loss (a trip abroad names its country instead). */
export const appointmentLocation = z.object(place, { error: 'lababak.validation.location' }).refine(isInJordan, inJordan);
export type AppointmentLocation = z.infer<typeof appointmentLocation>;

/** A place the booking forms accept: checked with the service areas and served (LocationPicker). */
export const approvedLocation = z.object({ ...place, approved: z.literal(true, { error: 'lababak.location.refused' }) }, { error: 'lababak.validation.location' })
  .refine(isInJordan, inJordan);

/** Who is met and how: name and phone of the driver, whether the car moves and needs towing. */
export const appointmentContact = z.object({
  name: personName(120, 'lababak.validation.name'),
  phone,
});

/** Whether the car moves by itself and needs towing: each question answered. */
export const appointmentMovement = z.object({
  can_move: z.boolean({ error: 'lababak.validation.canMove' }),
  towing: z.boolean({ error: 'lababak.validation.towing' }),
});

const changeable = {
  date: appointmentDay,
  time_period: timePeriod,
  note: appointmentNote,
  ...appointmentMovement.shape,
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
  notes: z.string({ error: 'lababak.validation.cancelNote' }).refine((v) => v.trim() !== '', 'lababak.validation.cancelNote')
    .pipe(requiredMultilineText(NOTE_MAX_LENGTH)),
});

/**
 * The change form (ChangeForm): the appointment's changeable fields, and whether the place stays or
 * is chosen again (then a checked, served place); the form's values become an appointmentChange.
 */
export const appointmentChangeForm = z.object({
  date: appointmentDay,
  time_period: timePeriod,
  note: appointmentNote,
  ...appointmentMovement.shape,
  ...appointmentContact.shape,
  place: z.enum(['keep', 'change']),
  location: approvedLocation.optional(),
  confirm_same_day: z.boolean().default(false),
}).refine((v) => v.place !== 'change' || v.location !== undefined, {
  path: ['location'], message: 'lababak.validation.location',
  // Said with the other fields' messages, not only once they are right.
  when: ({ value }) => typeof value === 'object' && value !== null,
});

export const STAFF_SEARCH_KEYS = ['mobile', 'national_id', 'plate', 'contract'] as const;
export type StaffSearchKey = (typeof STAFF_SEARCH_KEYS)[number];

/** A staff search: which key, and its value (digits made Latin, spaces dropped). */
export const staffSearch = z.object({
  by: z.enum(STAFF_SEARCH_KEYS, { error: 'lababakCare.search.chooseKey' }),
  q: requiredText(STAFF_SEARCH.maxLength, 'lababakCare.search.typeValue').transform((v) => toLatinDigits(v).replace(/\s+/g, '')).pipe(
    z.string().regex(/^[\w+\-/]+$/, 'lababakCare.search.invalidValue'),
  ),
});

/** Appointments by key, by day, or both. */
export const appointmentSearch = z.object({
  by: z.enum(STAFF_SEARCH_KEYS).optional(),
  q: optionalText(STAFF_SEARCH.maxLength).optional(),
  date: appointmentDay.optional(),
}).transform((v, ctx) => {
  const q = v.q ? toLatinDigits(v.q).replace(/\s+/g, '') : '';
  if (q && !/^[\w+\-/]+$/.test(q)) ctx.addIssue({ code: 'custom', path: ['q'], message: 'lababakCare.search.invalidValue' });
  if (q && !v.by) ctx.addIssue({ code: 'custom', path: ['by'], message: 'lababakCare.search.chooseKey' });
  if (!q && !v.date) ctx.addIssue({ code: 'custom', path: ['q'], message: 'lababakCare.search.typeValueOrDay' });
  return { by: v.by, q: q || undefined, date: v.date };
});
