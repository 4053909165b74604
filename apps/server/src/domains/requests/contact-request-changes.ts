import {
  normalizeTrackingCode,
  SCHEDULE_MESSAGES,
  type AdminContact,
  type ClaimRequestInput,
  type ClaimedRequest,
  type ContactUpdate,
  type ScheduleContact,
  type ScheduleResult,
} from '@ta/shared';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import * as activity from './request-events.js';
import { type EventToRecord, sendWorkGivenNotice } from '../office/index.js';
import { createStaffAppointment } from '../appointments/index.js';
import { sendRequestCopies, sendStatusChange } from './contact-emails.js';
import { textRequestStatus } from './request-texts.js';
import type { ServiceContext } from '../service-context.js';

/**
 * What happens to a request after it came in: the back office's Update, Assign (to me), giving it to
 * someone and Schedule, and a client adding an earlier request to their account.
 */

/** The request as staff see it, or a 404 (read through the given context: the quotes domain's transaction's too). */
export async function findContactRequest(ctx: ServiceContext, id: number): Promise<AdminContact> {
  const found = await ctx.repos.contactRequests.findForStaff(id);
  if (!found) throw notFound('contact_not_found');
  return found;
}

/**
 * A status change goes into the activity feed and to the requester, in the ways they asked for.
 */
async function announceStatusChange(ctx: ServiceContext, event: EventToRecord, after: AdminContact) {
  await ctx.repos.events.record(event);
  await tellRequester(ctx, after);
}

/**
 * The requester hears of the new status with the tracking link, by e-mail (and the circle of the account
 * it is on gets a copy) and by text, each when they asked for it.
 */
async function tellRequester(ctx: ServiceContext, after: AdminContact) {
  if (after.notifyByEmail) {
    await sendStatusChange(ctx.mailer, ctx.publicUrl, after);
    await sendRequestCopies(ctx, after, 'status');
  }
  if (after.notifyBySms) await textRequestStatus(ctx, after.id);
}

/** The Update dialog: a new status (the requester may hear of it) and the notes. */
export async function updateContactRequest(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  change: ContactUpdate,
): Promise<AdminContact> {
  return ctx.inTransaction(async (tx) => {
    const result = await tx.repos.contactRequests.updateForStaff(id, change);
    if (!result) throw notFound('contact_not_found');
    const { before, after } = result;
    if (before.status !== after.status) {
      await announceStatusChange(tx, activity.requestStatusChanged(actor, before, after), after);
    } else if (before.notes !== after.notes) {
      await tx.repos.events.record(activity.requestNotesUpdated(actor, after));
    }
    return after;
  });
}

/** Assign (to me): only a new request, which moves to in-progress; someone quicker gets a 409. */
export async function takeContactRequest(ctx: ServiceContext, actor: UserRecord, id: number): Promise<AdminContact> {
  return ctx.inTransaction(async (tx) => {
    const result = await tx.repos.contactRequests.assignToStaff(id, actor.id);
    if (result.outcome === 'missing') throw notFound('contact_not_found');
    if (result.outcome === 'not-new') throw conflict('contact_not_new');
    await announceStatusChange(tx, activity.requestTaken(actor, result.before, result.contact), result.contact);
    return result.contact;
  });
}

/**
 * Gives the request to an active staff member, or to nobody. A client's or a deactivated account's
 * id is refused and changes nothing. The person chosen hears of it by e-mail, unless they chose
 * themselves; a new request starts as Assign starts it, and the requester is told of that.
 */
export async function giveContactRequest(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  assignedToId: number | null,
): Promise<AdminContact> {
  return ctx.inTransaction(async (tx) => {
    const staff = assignedToId === null ? undefined : await tx.repos.staff.findActive(assignedToId);
    if (assignedToId !== null && !staff) {
      throw badRequest('staff_required', { assignedToId: SCHEDULE_MESSAGES.staff });
    }
    const result = await tx.repos.contactRequests.setAssignee(id, assignedToId);
    if (!result) throw notFound('contact_not_found');
    const { before, after } = result;
    if (before.assignedToId === after.assignedToId) return after;

    await tx.repos.events.record(activity.requestGiven(actor, before, after));
    const started = before.status !== after.status;
    if (started) await tellRequester(tx, after);
    if (staff && staff.id !== actor.id) {
      await sendWorkGivenNotice(tx.mailer, tx.publicUrl, staff, actor, { kind: 'request', request: after });
    }
    return after;
  });
}

/** Schedule: the request becomes an appointment (appointment-changes.ts books it). */
export async function scheduleContactRequest(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  booking: ScheduleContact,
): Promise<ScheduleResult> {
  const request = await findContactRequest(ctx, id);
  const appointment = await createStaffAppointment(ctx, actor, booking, { request });
  return { appointment, contact: await findContactRequest(ctx, id) };
}

/**
 * A client adds an earlier request to their account with its code and the e-mail it was sent with.
 * A wrong code, a wrong e-mail and a request on another account all get the same answer.
 */
export async function claimContactRequest(
  ctx: ServiceContext,
  client: UserRecord,
  { trackingToken, email }: ClaimRequestInput,
): Promise<ClaimedRequest> {
  const code = normalizeTrackingCode(trackingToken);
  if (!code) throw notFound('claim_not_found');
  return ctx.inTransaction(async (tx) => {
    const claimed = await tx.repos.contactRequests.claim(code, email, client.id);
    if (!claimed) throw notFound('claim_not_found');
    await tx.repos.events.record(activity.requestClaimed(client, claimed));
    return claimed;
  });
}
