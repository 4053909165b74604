import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { AppointmentRecord } from '../repositories/appointments-repository.js';
import type { Mailer } from './mailer.js';
import { sendClientCancelledNotice, sendNewRequestNotice, type RequestForStaff } from './staff-emails.js';
import { officeRecipients, type StaffRecipientsContext } from './staff-recipients.js';

/** What the office's notices need: who to write to (staff-recipients.ts) and how. */
export interface OfficeNoticeContext extends StaffRecipientsContext {
  mailer: Mailer;
  publicUrl: string;
}

export function officeNoticeContext(app: FastifyInstance, config: AppConfig): OfficeNoticeContext {
  return { staff: app.repos.staff, officeEmails: config.officeEmails, mailer: app.mailer, publicUrl: config.publicUrl };
}

/** A request came in from any of the site's forms: the office hears of it (nobody is assigned yet). */
export async function tellOfficeOfNewRequest(ctx: OfficeNoticeContext, request: RequestForStaff) {
  for (const recipient of await officeRecipients(ctx)) {
    await sendNewRequestNotice(ctx.mailer, ctx.publicUrl, recipient, request);
  }
}

/** A client cancelled their appointment: the office and the staff member who was to attend. */
export async function tellOfficeOfClientCancellation(ctx: OfficeNoticeContext, appointment: AppointmentRecord) {
  for (const recipient of await officeRecipients(ctx, [appointment.staffId])) {
    await sendClientCancelledNotice(ctx.mailer, ctx.publicUrl, recipient, appointment);
  }
}
