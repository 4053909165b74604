import type { AppointmentRecord } from '../appointments/index.js';
import type { ServiceContext } from '../service-context.js';
import {
  sendCallbackNotice,
  sendClientCancelledNotice,
  sendClientMovedNotice,
  sendNewRequestNotice,
  type CallbackForStaff,
  type RequestForStaff,
} from './staff-emails.js';
import { officeRecipients, recipientsContext } from './staff-recipients.js';

/** A request came in from any of the site's forms: the office hears of it (nobody is assigned yet). */
export async function tellOfficeOfNewRequest(ctx: ServiceContext, request: RequestForStaff) {
  for (const recipient of await officeRecipients(recipientsContext(ctx))) {
    await sendNewRequestNotice(ctx.mailer, ctx.publicUrl, recipient, request);
  }
}

/** Someone asked to be called back: the office hears who to call, at which number and when. */
export async function tellOfficeOfCallback(ctx: ServiceContext, callback: CallbackForStaff) {
  for (const recipient of await officeRecipients(recipientsContext(ctx))) {
    await sendCallbackNotice(ctx.mailer, ctx.publicUrl, recipient, callback);
  }
}

/** A client cancelled their appointment: the office and the staff member who was to attend. */
export async function tellOfficeOfClientCancellation(ctx: ServiceContext, appointment: AppointmentRecord) {
  for (const recipient of await officeRecipients(recipientsContext(ctx), [appointment.staffId])) {
    await sendClientCancelledNotice(ctx.mailer, ctx.publicUrl, recipient, appointment);
  }
}

/** A client moved their appointment: the office, the staff member who was to attend and the one who now does. */
export async function tellOfficeOfClientMove(ctx: ServiceContext, before: AppointmentRecord, after: AppointmentRecord) {
  for (const recipient of await officeRecipients(recipientsContext(ctx), [before.staffId, after.staffId])) {
    await sendClientMovedNotice(ctx.mailer, ctx.publicUrl, recipient, before, after);
  }
}
