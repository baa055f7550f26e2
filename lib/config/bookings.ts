import { APPOINTMENT_SLOTS } from './business';

/** Lababak accident-assessment bookings: the rules staff may want to tune, each in one place. */

export type AppointmentSlot = (typeof APPOINTMENT_SLOTS)[number];

/**
 * How many assessments the roadside team can take in each two-hour period of a day (one assessor
 * crew per place). A single period of a single day can be narrowed further by staff through the
 * `appointment_periods.capacity` override (e.g. a crew off sick).
 */
export const PERIOD_CAPACITY: Record<AppointmentSlot, number> = {
  '08:30-10:30': 3,
  '10:30-12:30': 3,
  '12:30-14:30': 3,
  '14:30-16:30': 3,
  '16:30-18:30': 2,
  '18:30-20:30': 2,
};

/** Days of the week with no assessments (0 = Sunday … 6 = Saturday): Friday and Saturday. */
export const CLOSED_WEEKDAYS: readonly number[] = [5, 6];

/** How far ahead a day may be booked. */
export const BOOKING_HORIZON_DAYS = 60;

/** Damage photos one appointment may carry. */
export const MAX_DAMAGE_PHOTOS = 4;

/** Where the Lababak roadside team answers (shown when a place is outside the service areas). */
export const LABABAK_PHONE = '065000111';

/** Longest search a staff member may type, and how many rows a search answers. */
export const STAFF_SEARCH = { maxLength: 40, maxResults: 25 } as const;
