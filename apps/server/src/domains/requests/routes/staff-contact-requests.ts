import {
  adminContactCountsQuerySchema,
  adminContactListQuerySchema,
  adminContactPageSchema,
  adminContactSchema,
  contactAssigneeSchema,
  contactCountsSchema,
  contactRelatedSchema,
  contactUpdateSchema,
  scheduleContactSchema,
  scheduleResultSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import {
  contactRequestForStaff,
  contactRequestRelated,
  countContactRequests,
  listContactRequests,
} from '../contact-request-reads.js';
import {
  giveContactRequest,
  scheduleContactRequest,
  takeContactRequest,
  updateContactRequest,
} from '../contact-request-changes.js';
import { serviceContext } from '../../service-context.js';

/** Any id that is not a positive 32-bit integer names no request: 404, like a missing one. */
const params = z.object({ id: z.string().max(20) });

const requestId = (raw: string) => routeIdOr404(raw, 'contact_not_found');

/**
 * The back office's Contacts screen and a request's page: the paged list, counts, one request and
 * what became of it, Update, Assign (to me), giving a request to any active staff member, and
 * Schedule (domains/requests/contact-request-changes.ts).
 */
const contactRequestsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/contact',
    { schema: { querystring: adminContactListQuerySchema, response: { 200: adminContactPageSchema } } },
    async (request) => listContactRequests(ctx, request.query),
  );

  app.get(
    '/contact/counts',
    { schema: { querystring: adminContactCountsQuerySchema, response: { 200: contactCountsSchema } } },
    async (request) => countContactRequests(ctx, request.query.search),
  );

  app.get('/contact/:id', { schema: { params, response: { 200: adminContactSchema } } }, async (request) => {
    return contactRequestForStaff(ctx, requestId(request.params.id));
  });

  /** What became of a request, read from the server so its page shows it after a reload. */
  app.get('/contact/:id/related', { schema: { params, response: { 200: contactRelatedSchema } } }, async (request) =>
    contactRequestRelated(ctx, requestId(request.params.id)),
  );

  app.patch(
    '/contact/:id',
    { schema: { params, body: contactUpdateSchema, response: { 200: adminContactSchema } } },
    async (request) => updateContactRequest(ctx, currentUser(request), requestId(request.params.id), request.body),
  );

  app.post('/contact/:id/assign', { schema: { params, response: { 200: adminContactSchema } } }, async (request) =>
    takeContactRequest(ctx, currentUser(request), requestId(request.params.id)),
  );

  app.put(
    '/contact/:id/assignee',
    { schema: { params, body: contactAssigneeSchema, response: { 200: adminContactSchema } } },
    async (request) =>
      giveContactRequest(ctx, currentUser(request), requestId(request.params.id), request.body.assignedToId),
  );

  app.post(
    '/contact/:id/schedule',
    { schema: { params, body: scheduleContactSchema, response: { 201: scheduleResultSchema } } },
    async (request, reply) => {
      const id = requestId(request.params.id);
      return reply.code(201).send(await scheduleContactRequest(ctx, currentUser(request), id, request.body));
    },
  );
};

export default contactRequestsRoutes;
