import {
  adminContactCountsQuerySchema,
  adminContactListQuerySchema,
  adminContactPageSchema,
  adminContactSchema,
  contactAssigneeSchema,
  contactCountsSchema,
  contactUpdateSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireStaff } from '../../../lib/guards.js';
import {
  findContactRequest,
  giveContactRequest,
  takeContactRequest,
  updateContactRequest,
} from '../../../services/contact-request-changes.js';
import { serviceContext } from '../../../services/service-context.js';
import { contactIdParams, parseContactId } from './contact-id.js';

const PRIVATE = 'private, no-store';

/**
 * The back office's Contacts screen (SPEC §2, §7): the paged list, counts, one request, Update,
 * Assign (to me) and giving a request to any active staff member. Staff and admin only; the guard
 * runs before validation, so anonymous callers get 401 and clients 403 whatever they send.
 */
const staffContactRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

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
      return findContactRequest(app.repos, parseContactId(request.params.id));
    },
  );

  app.patch(
    '/contact/:id',
    {
      preValidation: requireStaff,
      schema: { params: contactIdParams, body: contactUpdateSchema, response: { 200: adminContactSchema } },
    },
    async (request) => updateContactRequest(ctx, currentUser(request), parseContactId(request.params.id), request.body),
  );

  app.post(
    '/contact/:id/assign',
    { preValidation: requireStaff, schema: { params: contactIdParams, response: { 200: adminContactSchema } } },
    async (request) => takeContactRequest(ctx, currentUser(request), parseContactId(request.params.id)),
  );

  app.put(
    '/contact/:id/assignee',
    {
      preValidation: requireStaff,
      schema: { params: contactIdParams, body: contactAssigneeSchema, response: { 200: adminContactSchema } },
    },
    async (request) =>
      giveContactRequest(ctx, currentUser(request), parseContactId(request.params.id), request.body.assignedToId),
  );
};

export default staffContactRoutes;
