import {
  businessInstant,
  businessToday,
  defaultBusiness,
  LATE_ALERT_MINUTES,
  type LateVisit,
  formatBusinessClock,
} from '@ta/shared';
import type { Repositories } from '../repositories.js';
import type { JobContext, ServiceContext } from '../service-context.js';
import type { NotStartedVisit } from './visit-steps-queries.js';
import * as activity from './appointment-events.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import { officeRecipients, type StaffRecipient } from '../office/index.js';

/** The job runs every minute, so an alert goes within a minute of the 30 minutes passing. */
export const LATE_ALERT_INTERVAL_MS = 60 * 1000;
const GRACE_MS = LATE_ALERT_MINUTES * 60 * 1000;

/** Today's visits (New York) not arrived at whose start plus 30 minutes has passed, earliest first. */
export async function visitsNotStarted(repos: Repositories, now: Date): Promise<NotStartedVisit[]> {
  const today = businessToday(now);
  const visits = await repos.visitProgress.notStartedOn(today);
  return visits.filter((visit) => businessInstant(visit.date, visit.startTime).getTime() + GRACE_MS <= now.getTime());
}

/** The dashboard's list ("Not started"). */
export async function lateVisitsForDashboard({ repos }: ServiceContext, now: Date): Promise<LateVisit[]> {
  return (await visitsNotStarted(repos, now)).map(({ staffLastName: _last, ...visit }) => visit);
}

const clock = (instant: Date) => formatBusinessClock(instant, 'en-US');

/**
 * E-mails the office once for each visit not started 30 minutes after its start: each appointment
 * is claimed with one conditional UPDATE (late_alert_at) before its e-mail is written, so several
 * instances send it once; the claim is given back when the e-mail could not be written. Returns the
 * appointment ids alerted.
 */
export async function sendLateAlerts(ctx: JobContext, now: Date = new Date()): Promise<number[]> {
  const alerted: number[] = [];
  const late = (await visitsNotStarted(ctx.repos, now)).filter((visit) => visit.lateAlertAt === null);
  if (late.length === 0) return alerted;
  const recipients = await officeRecipients({ staff: ctx.repos.staff, officeEmails: ctx.officeEmails });
  for (const visit of late) {
    if (!(await ctx.repos.visitProgress.claimLateAlert(visit.appointmentId, now))) continue;
    try {
      for (const recipient of recipients) await sendLateAlert(ctx, recipient, visit);
      await ctx.repos.events.record(activity.visitLateAlerted(visit));
      alerted.push(visit.appointmentId);
    } catch (err) {
      ctx.logger.error({ err, appointmentId: visit.appointmentId }, 'could not write a late-visit alert');
      await ctx.repos.visitProgress.releaseLateAlert(visit.appointmentId);
    }
  }
  return alerted;
}

/**
 * The office's e-mail, in English as every staff e-mail: the service, the client's name, the planned
 * time and who is assigned, with a link to the appointment. Never the notes or the place.
 */
async function sendLateAlert(ctx: JobContext, recipient: StaffRecipient, visit: NotStartedVisit) {
  const start = clock(businessInstant(visit.date, visit.startTime));
  const service = visit.serviceName ?? 'Appointment';
  const staff =
    visit.staffFirstName === null
      ? 'No one is assigned to it.'
      : `${`${visit.staffFirstName} ${visit.staffLastName ?? ''}`.trim()} is assigned${
          visit.onMyWayAt ? `, on the way since ${clock(new Date(visit.onMyWayAt))}` : ' and has not tapped On my way'
        }.`;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'A visit has not started',
    paragraphs: [
      greeting(recipient.firstName),
      `${service} for ${visit.clientName} was to start at ${start} today, ${LATE_ALERT_MINUTES} minutes ago or more, and no one has tapped Arrived.`,
      staff,
      'Please check with the staff member or call the client.',
    ],
    action: { label: 'Open the appointment', url: `${ctx.publicUrl}/admin/appointments/${visit.appointmentId}` },
    footer: 'You are receiving this e-mail because you are on the office’s list.',
  });
  await ctx.mailer.send({
    to: recipient.email,
    subject: `Not started: ${start} ${service} for ${visit.clientName}`,
    text,
    html,
    kind: 'staff-visit-not-started',
  });
}
