import type { AppointmentState } from './appointment';

/** What a person may still do with an appointment, besides viewing it. */
export interface AppointmentActions {
  /** Change its day, period, place or note, and cancel it (the backend refuses both once closed). */
  change: boolean;
  /** Add it to a calendar (.ics): only a visit still to come. */
  calendar: boolean;
  /** Offer booking a new assessment instead: after a cancellation. */
  bookAgain: boolean;
}

/**
 * A cancelled or already assessed appointment is closed: it can only be viewed (a cancelled one
 * offers a new booking instead). The cards, the preview and the .ics route all ask here.
 */
export function appointmentActions(status: AppointmentState): AppointmentActions {
  const closed = status === 'cancelled' || status === 'assessed';
  return { change: !closed, calendar: !closed, bookAgain: status === 'cancelled' };
}
