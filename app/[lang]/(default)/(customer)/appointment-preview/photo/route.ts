/** A damage photo of the customer's own appointment. */
export { appointmentPhoto as GET } from '@/lib/session/appointment-photo-route';
