import {
  adminContactCountsQuerySchema,
  adminContactListQuerySchema,
  adminContactPageSchema,
  adminContactSchema,
  CONTACT_ASSIGN_NOT_NEW_MESSAGE,
  CONTACT_NOT_FOUND_MESSAGE,
  CONTACT_STATUS_LABELS,
  contactAssigneeSchema,
  contactCountsSchema,
  contactUpdateSchema,
  SCHEDULE_MESSAGES,
  type AdminContact,
  type ContactStatus,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireStaff } from '../../../lib/guards.js';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.js';
import type { UserRecord } from '../../../repositories/users-repository.js';
import { sendStatusChange } from '../../../services/contact-emails.js';
import { sendWorkGivenNotice } from '../../../services/staff-emails.js';
import { contactIdParams, findContactOr404, parseContactId } from './contact-id.js';

const PRIVATE = 'private, no-store';

const label = (status: string) => CONTACT_STATUS_LABELS[status as ContactStatus] ?? status;

/**
 * The back office's Contacts screen: the paged list, counts, one request, Update,
 * Assign (to me) and giving a request to any active staff member. Staff and admin only; the guard
 * runs before validation, so anonymous callers get 401 and clients 403 whatever they send.
 */
const staffContactRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  /**
   * A status change goes into the activity feed and, when the requester asked for e-mail updates
   * (notifyByEmail), to them with the tracking link.
   */
  async function announceStatusChange(
    actor: UserRecord,
    before: AdminContact,
    after: AdminContact,
    event: { type: string; verb: string },
  ) {
    await app.repos.events.record({
      type: event.type,
      actorId: actor.id,
      subjectType: 'contact_request',
      subjectId: after.id,
      summary: `${actor.firstName} ${actor.lastName} ${event.verb} request ${after.trackingToken} from ${after.firstName} ${after.lastName} (${label(before.status)} → ${label(after.status)})`,
    });
    if (after.notifyByEmail) await sendStatusChange(app.mailer, config.publicUrl, after);
  }

  app.get(
    '/contact',
    {
      preValidation: requireStaff,
      schema: { querystring: adminContactListQuerySchema, response: { 200: adminContactPageSchema } },
    },
    async (request, reply) => {
      const { page, pageSize, search, status } = request.query;
      reply.header('cache-control', PRIVATE);
      return app.repos.contactRequests.listForStaff({ search, status }, { page, pageSize });
    },
  );

  app.get(
    '/contact/counts',
    {
      preValidation: requireStaff,
      schema: { querystring: adminContactCountsQuerySchema, response: { 200: contactCountsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return app.repos.contactRequests.countsForStaff(request.query.search);
    },
  );

  app.get(
    '/contact/:id',
    { preValidation: requireStaff, schema: { params: contactIdParams, response: { 200: adminContactSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return findContactOr404(app, request.params.id);
    },
  );

  app.patch(
    '/contact/:id',
    {
      preValidation: requireStaff,
      schema: { params: contactIdParams, body: contactUpdateSchema, response: { 200: adminContactSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await app.repos.contactRequests.updateForStaff(parseContactId(request.params.id), request.body);
      if (!result) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
      const { before, after } = result;
      if (before.status !== after.status) {
        await announceStatusChange(user, before, after, { type: 'contact.status-changed', verb: 'updated' });
      } else if (before.notes !== after.notes) {
        await app.repos.events.record({
          type: 'contact.notes-updated',
          actorId: user.id,
          subjectType: 'contact_request',
          subjectId: after.id,
          summary: `${user.firstName} ${user.lastName} updated the notes on request ${after.trackingToken} from ${after.firstName} ${after.lastName}`,
        });
      }
      return after;
    },
  );

  app.post(
    '/contact/:id/assign',
    { preValidation: requireStaff, schema: { params: contactIdParams, response: { 200: adminContactSchema } } },
    async (request) => {
      const user = currentUser(request);
      const result = await app.repos.contactRequests.assignToStaff(parseContactId(request.params.id), user.id);
      if (result.outcome === 'missing') throw notFound(CONTACT_NOT_FOUND_MESSAGE);
      if (result.outcome === 'not-new') throw conflict(CONTACT_ASSIGN_NOT_NEW_MESSAGE);
      await announceStatusChange(user, result.before, result.contact, { type: 'contact.assigned', verb: 'took on' });
      return result.contact;
    },
  );

  /**
   * Gives the request to an active staff member, or to nobody. A client's or a deactivated account's
   * id is refused and changes nothing. The person chosen hears of it by e-mail, unless they chose
   * themselves; a new request starts as Assign starts it, and the requester is told of that.
   */
  app.put(
    '/contact/:id/assignee',
    {
      preValidation: requireStaff,
      schema: { params: contactIdParams, body: contactAssigneeSchema, response: { 200: adminContactSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const id = parseContactId(request.params.id);
      const { assignedToId } = request.body;
      const staff = assignedToId === null ? undefined : await app.repos.staff.findActive(assignedToId);
      if (assignedToId !== null && !staff) {
        throw badRequest(SCHEDULE_MESSAGES.staff, { assignedToId: SCHEDULE_MESSAGES.staff });
      }
      const result = await app.repos.contactRequests.setAssignee(id, assignedToId);
      if (!result) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
      const { before, after } = result;
      if (before.assignedToId === after.assignedToId) return after;

      const started = before.status !== after.status;
      await app.repos.events.record({
        type: 'contact.assigned',
        actorId: user.id,
        subjectType: 'contact_request',
        subjectId: after.id,
        summary: `${user.firstName} ${user.lastName} gave request ${after.trackingToken} from ${after.firstName} ${after.lastName} to ${after.assignedToName ?? 'nobody'}${started ? ` (${label(before.status)} → ${label(after.status)})` : ''}`,
      });
      if (started && after.notifyByEmail) await sendStatusChange(app.mailer, config.publicUrl, after);
      if (staff && staff.id !== user.id) {
        await sendWorkGivenNotice(app.mailer, config.publicUrl, staff, user, { kind: 'request', request: after });
      }
      return after;
    },
  );
};

export default staffContactRoutes;
