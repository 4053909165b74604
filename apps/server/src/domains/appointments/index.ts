// The appointments domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { calendarAttachment } from './appointment-calendar.js';
export { createStaffAppointment } from './appointment-changes.js';
export { aboutAppointment } from './appointment-events.js';
export { selectAppointments } from './appointment-rows.js';
export type { AppointmentRecord, AppointmentsRepository } from './appointments-repository.js';
export { bookingCounty, servesCounty } from './booking-slots.js';
export { loadOpenDays } from './open-days.js';
export type { OpenDays } from './open-days.js';
export { lateVisitsForDashboard } from './visit-late-alerts.js';
