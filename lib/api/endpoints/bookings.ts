import { z } from 'zod';
import { endpoint } from '../define';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import {
  appointmentChange, appointmentDay, appointmentMonth, appointmentRequest, appointmentSearch, CAR_TYPES, cancelNote, staffSearch,
} from '@/lib/validation/appointment';
import { policySchema } from './policies';
import { storedFileQuery, storedFileSchema } from './uploads';
import { CHANGED_FIELDS } from '@/lib/model/bookings/changes';
import { APPOINTMENT_STATES } from '@/lib/model/bookings/appointment';

export { appointmentRequest, appointmentChange };

const slot = z.enum(APPOINTMENT_SLOTS);

export { APPOINTMENT_STATES, type AppointmentState } from '@/lib/model/bookings/appointment';
/** The steps staff move an appointment through after booking. */
export const STAFF_STEPS = ['confirmed', 'on_the_way', 'assessed'] as const;

/** One entry of an appointment's history: what happened, when, and who did it. */
export const appointmentEventSchema = z.object({
  kind: z.enum(['booked', 'updated', 'confirmed', 'on_the_way', 'assessed', 'cancelled']),
  at: z.iso.datetime({ offset: true }),
  by: z.object({ role: z.enum(['customer', 'customerCare']), name: z.string() }),
  note: z.string().nullable(),
  /** A change's fields, before and after (a place as its words, a day as yyyy-MM-dd, a period as its slot); empty on the other steps. */
  changes: z.array(z.object({ field: z.enum(CHANGED_FIELDS), from: z.union([z.string(), z.boolean()]), to: z.union([z.string(), z.boolean()]) })),
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  /** What the customer quotes on the phone, e.g. LB-000123. */
  reference: z.string(),
  policy_id: z.number().int(),
  contract_number: z.string(),
  name: z.string(),
  phone: z.string(),
  note: z.string(),
  date: z.iso.date(),
  time_period: slot,
  /** The car as booked, "Toyota Corolla 2021 (12-34567)", in the request's language. */
  car: z.string(),
  car_type: z.enum(CAR_TYPES),
  can_move: z.boolean(),
  towing: z.boolean(),
  location: z.object({ lat: z.number(), lng: z.number(), address: z.string() }),
  status: z.enum(APPOINTMENT_STATES),
  cancel_note: z.string().nullable(),
  /** Oldest first. */
  history: z.array(appointmentEventSchema),
  photos: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Appointment = z.infer<typeof appointmentSchema>;

const one = z.object({ appointment: appointmentSchema });
const many = z.object({ appointments: z.array(appointmentSchema) });

export const periodSchema = z.object({
  time_period: slot,
  capacity: z.number().int(),
  taken: z.number().int(),
  /** 'free' can be booked; 'full' has no place left; 'begun' has started (or the day is closed). */
  state: z.enum(['free', 'full', 'begun', 'closed']),
});
export type Period = z.infer<typeof periodSchema>;

/**
 * GET /booking/getTimes/{id}: {id} is the day (yyyy-MM-dd). The six periods with their places; when
 * changing an appointment, `appointment` names it so its own place counts as free.
 */
export const getAvailableTimes = endpoint({
  method: 'GET', path: '/booking/getTimes/{id}',
  query: z.object({ appointment: z.string().regex(/^\d{1,10}$/).optional() }),
  response: z.object({
    date: z.iso.date(),
    /** Why the whole day cannot be booked, or null. */
    closed: z.enum(['past', 'closed', 'blocked', 'too_far']).nullable(),
    periods: z.array(periodSchema),
    available: z.array(slot),
  }),
});
export const createAppointment = endpoint({ method: 'POST', path: '/booking/createAppointment', body: appointmentRequest, response: one });
export const updateAppointment = endpoint({ method: 'POST', path: '/booking/updateAppointment', body: appointmentChange, response: one });
export const getCustomerAppointments = endpoint({ method: 'GET', path: '/booking/getCustomerAppointment/', response: many });
export const getCustomerAppointment = endpoint({ method: 'GET', path: '/booking/getCustomerAppointment/{id}', response: one });
/** The customer cancels their own appointment; the note is required. */
export const cancelAppointment = endpoint({
  method: 'DELETE', path: '/booking/cancleAppointment/{id}', query: cancelNote, response: one,
});
/** Customer care cancels on a customer's behalf; the second id is the appointment's contract. */
export const cancelAppointmentForPolicy = endpoint({
  method: 'DELETE', path: '/booking/cancleAppointment/{id}/{second}', query: cancelNote, response: one,
});
/** {id} is the place as "lat,lng". */
export const getLocationApproval = endpoint({
  method: 'GET', path: '/booking/getLocationApproval/{id}',
  response: z.object({
    approved: z.boolean(),
    area: z.object({ id: z.string(), name_en: z.string(), name_ar: z.string() }).nullable(),
    /** Where to call when the place is not served. */
    phone: z.string(),
  }),
});

/** A period of a day as staff see it: its bookings against its capacity. */
export const dayPeriodSchema = periodSchema.extend({ appointments: z.array(appointmentSchema) });

/** Customer care: every appointment of a day by period (cancelled ones listed, not counted). */
export const getAllAppointments = endpoint({
  method: 'GET', path: '/booking/getAllAppointments',
  query: z.object({ date: appointmentDay }),
  response: z.object({
    date: z.iso.date(),
    closed: z.enum(['past', 'closed', 'blocked', 'too_far']).nullable(),
    periods: z.array(dayPeriodSchema),
  }),
});
export const getAppointmentById = endpoint({ method: 'GET', path: '/booking/getAppointmentById/{id}', response: one });
export const getBlockedDays = endpoint({
  method: 'GET', path: '/booking/getBlockedDays', response: z.object({ days: z.array(z.iso.date()) }),
});

// The portal's own additions to §7, for customer care (the spec names no call for them).

/** One day of the staff calendar: its places, how many are taken, how many can still be booked, and why not. */
export const dayLoadSchema = z.object({
  date: z.iso.date(),
  /** Places in the day's six periods (staff may have narrowed a period). */
  capacity: z.number().int(),
  /** Appointments holding a place (every state but cancelled). */
  taken: z.number().int(),
  /** Places that can still be booked now: 0 on a closed day, in periods that have begun or are full. */
  free: z.number().int(),
  /** Why the day cannot be booked at all, or null. */
  closed: z.enum(['past', 'closed', 'blocked', 'too_far']).nullable(),
  /** A blocked day's reason in the request's language ("Public holiday"), or null. */
  reason: z.string().nullable(),
});
export type DayLoad = z.infer<typeof dayLoadSchema>;

/** Customer care: each day of a month (yyyy-MM) with its load and whether it can be booked, for the month grid. */
export const getMonthLoad = endpoint({
  method: 'GET', path: '/booking/getMonthLoad',
  query: z.object({ month: appointmentMonth }),
  response: z.object({ month: z.string(), days: z.array(dayLoadSchema) }),
});

/** A motor contract found by staff, with its holder. */
export const contractMatchSchema = z.object({
  policy: policySchema,
  customer: z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string(), mobile: z.string() }),
});
export type ContractMatch = z.infer<typeof contractMatchSchema>;

/** Customer care: motor contracts by the holder's mobile, national ID, the plate or the contract number. */
export const searchContracts = endpoint({
  method: 'GET', path: '/booking/searchPolicies', query: staffSearch,
  response: z.object({ results: z.array(contractMatchSchema) }),
});
/** Customer care: appointments by the same keys, by day, or both. */
export const searchAppointments = endpoint({ method: 'GET', path: '/booking/searchAppointments', query: appointmentSearch, response: many });
/** Customer care moves an appointment along: confirmed, assessor on the way, assessed. */
export const updateAppointmentStatus = endpoint({
  method: 'POST', path: '/booking/updateAppointmentStatus',
  body: z.object({ id: z.number().int().positive(), status: z.enum(STAFF_STEPS) }),
  response: one,
});

/** One damage photo of an appointment the caller may see ({second} is the photo's upload id), or its copy by `?size=`. */
export const getAppointmentPhoto = endpoint({
  method: 'GET', path: '/booking/getAppointmentPhoto/{id}/{second}', query: storedFileQuery, response: storedFileSchema,
});
