/**
 * The bookings domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { appointmentNotFound, assertOpen, bookablePolicy, carName, carTypeOfPolicy, findAppointment, requireBooker, requireCare } from './access';
export { appointmentEmail } from './appointment-mail';
export { monthLoad } from './month-load';
export { activeOnDay, assertBookable, blockedDaySet, periodsOfDay, takePlace } from './periods';
export { assertNotDoubleBooked } from './same-car';
export { appointmentSms, recordEvent, referenceOf } from './timeline';
export { appointmentsOf, appointmentViews, oneView } from './view';
