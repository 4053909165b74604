import { businessToday } from '@ta/shared';
import type { JobContext } from '../service-context.js';
import { sendAppointmentReminder } from './client-appointment-emails.js';
import { textAboutAppointment } from './appointment-texts.js';
import { appointmentInstants } from '../../lib/appointment-time.js';

/** Reminders go about 24 hours before: anything starting within this window gets its reminder. */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * E-mails (and texts, to those who chose it) a reminder for every appointment that starts in the next 24 hours (not cancelled or
 * completed, not reminded yet), exactly once: each appointment is claimed with one conditional
 * UPDATE before its e-mail is written, so of several instances running this at once only one
 * sends it. A claim is given back if the e-mail could not be written. Returns the ids reminded.
 */
export async function sendDueReminders(ctx: JobContext, now: Date = new Date()): Promise<number[]> {
  const until = new Date(now.getTime() + REMINDER_WINDOW_MS);
  // Dates are New York calendar days: the window covers today and tomorrow there.
  const candidates = await ctx.repos.appointments.listReminderCandidates(businessToday(now), businessToday(until));
  const sent: number[] = [];
  for (const appointment of candidates) {
    const { start } = appointmentInstants(appointment);
    if (start <= now || start > until) continue;
    if (!(await ctx.repos.appointments.claimReminder(appointment.id))) continue;
    try {
      await sendAppointmentReminder(ctx, appointment);
      await textAboutAppointment(ctx, appointment, 'reminder');
      sent.push(appointment.id);
    } catch (err) {
      ctx.logger.error({ err, appointmentId: appointment.id }, 'could not write an appointment reminder');
      await ctx.repos.appointments.releaseReminder(appointment.id);
    }
  }
  return sent;
}
