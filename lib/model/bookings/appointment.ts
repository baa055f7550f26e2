/** An appointment's state, in the order the roadside team moves it along; cancelled ends it at any point. */
export const APPOINTMENT_STATES = ['booked', 'confirmed', 'on_the_way', 'assessed', 'cancelled'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];
