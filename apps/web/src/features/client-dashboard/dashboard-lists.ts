import { businessToday, type ClientAppointment, type ClientRequest } from '@ta/shared';
import { isFinished } from '../../lib/finished-visit';

/** The dashboard shows up to 3 appointments and 3 requests. */
export const DASHBOARD_APPOINTMENT_COUNT = 3;
export const DASHBOARD_REQUEST_COUNT = 3;

const byDateThenStart = (a: ClientAppointment, b: ClientAppointment) =>
  a.appointmentDate.localeCompare(b.appointmentDate) || a.startTime.localeCompare(b.startTime);

/**
 * The next appointments, soonest first, as the Appointments page's Upcoming tab: not cancelled, not
 * finished (completed, or marked Done, even before its date), and dated today or later in New York
 * whatever the time of day, so a visit under way today still shows. A finished visit is under Past.
 */
export function upcomingAppointments(appointments: readonly ClientAppointment[], now: Date): ClientAppointment[] {
  const today = businessToday(now);
  return appointments
    .filter((a) => a.status !== 'cancelled' && !isFinished(a) && a.appointmentDate >= today)
    .sort(byDateThenStart)
    .slice(0, DASHBOARD_APPOINTMENT_COUNT);
}

/**
 * Visits finished today (Done tapped, or marked completed, dated today in New York): not coming up, so
 * not under Upcoming, but the dashboard says when they finished for the rest of the day.
 */
export function finishedToday(appointments: readonly ClientAppointment[], now: Date): ClientAppointment[] {
  const today = businessToday(now);
  return appointments
    .filter((a) => a.status !== 'cancelled' && isFinished(a) && a.appointmentDate === today)
    .sort(byDateThenStart);
}

/** What the dashboard's appointments card lists: what is coming up, and what finished today. */
export interface DashboardAppointments {
  upcoming: ClientAppointment[];
  finishedToday: ClientAppointment[];
}

export function dashboardAppointments(appointments: readonly ClientAppointment[], now: Date): DashboardAppointments {
  return { upcoming: upcomingAppointments(appointments, now), finishedToday: finishedToday(appointments, now) };
}

/** The most recent requests, newest first (the server already sends them so; this keeps it true). */
export function recentRequests(requests: readonly ClientRequest[]): ClientRequest[] {
  return [...requests]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DASHBOARD_REQUEST_COUNT);
}
