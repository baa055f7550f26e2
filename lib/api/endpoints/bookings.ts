import { z } from 'zod';
import { endpoint } from '../define';
import { APPOINTMENT_SLOTS } from '@/lib/config/business';
import { optionalMultilineText, optionalText, phone, requiredText } from '@/lib/validation/fields';

const slot = z.enum(APPOINTMENT_SLOTS);
const location = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: optionalText(300),
});

export const appointmentSchema = z.object({
  id: z.number().int(),
  policy_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  note: z.string(),
  date: z.iso.date(),
  time_period: slot,
  car: z.string(),
  towing: z.boolean(),
  location,
  status: z.enum(['booked', 'confirmed', 'cancelled']),
  cancel_note: z.string().nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentRequest = z.object({
  policy_id: z.number().int().positive(),
  name: requiredText(120),
  phone,
  note: optionalMultilineText(1000),
  date: z.iso.date(),
  time_period: slot,
  car: requiredText(120),
  towing: z.boolean(),
  location,
});

const one = z.object({ appointment: appointmentSchema });
const many = z.object({ appointments: z.array(appointmentSchema) });

export const getAvailableTimes = endpoint({
  method: 'GET', path: '/booking/getTimes/{id}',
  query: z.object({ date: z.iso.date() }),
  response: z.object({ date: z.iso.date(), available: z.array(slot) }),
});
export const createAppointment = endpoint({ method: 'POST', path: '/booking/createAppointment', body: appointmentRequest, response: one });
export const updateAppointment = endpoint({
  method: 'POST', path: '/booking/updateAppointment',
  body: appointmentRequest.extend({ id: z.number().int().positive() }), response: one,
});
export const getCustomerAppointments = endpoint({ method: 'GET', path: '/booking/getCustomerAppointment/', response: many });
export const getCustomerAppointment = endpoint({ method: 'GET', path: '/booking/getCustomerAppointment/{id}', response: one });
export const cancelAppointment = endpoint({
  method: 'DELETE', path: '/booking/cancleAppointment/{id}',
  query: z.object({ notes: optionalMultilineText(1000) }), response: one,
});
/** The second id is the policy, for customer care cancelling on a customer's behalf. */
export const cancelAppointmentForPolicy = endpoint({
  method: 'DELETE', path: '/booking/cancleAppointment/{id}/{second}',
  query: z.object({ notes: optionalMultilineText(1000) }), response: one,
});
export const getLocationApproval = endpoint({
  method: 'GET', path: '/booking/getLocationApproval/{id}',
  response: z.object({ approved: z.boolean() }),
});
export const getAllAppointments = endpoint({ method: 'GET', path: '/booking/getAllAppointments', response: many });
export const getAppointmentById = endpoint({ method: 'GET', path: '/booking/getAppointmentById/{id}', response: one });
export const getBlockedDays = endpoint({
  method: 'GET', path: '/booking/getBlockedDays', response: z.object({ days: z.array(z.iso.date()) }),
});
