/** A damage photo of any appointment, for customer care. */
export { appointmentPhoto as GET } from '@/lib/session/appointment-photo-route';
