import {
  propertyClientChoiceSchema,
  propertyChecklistInputSchema,
  propertyChecklistSchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertySchema,
  propertySummarySchema,
  singleVisitInputSchema,
  staffPropertyDetailSchema,
  staffPropertyInputSchema,
  visitPlanCreatedSchema,
  visitPlanInputSchema,
  visitSummarySchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireAdminToAssignVisits } from '../../accounts/index.js';
import { idParams, parseRouteId } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import {
  addPropertyForClient,
  addVisitToProperty,
  planVisits,
  propertyClientChoices,
  propertyList,
  setPropertyChecklist,
  staffPropertyDetail,
  updatePropertyByStaff,
} from '../properties-service.js';

/**
 * The back office's properties (docs/home-watch.md): every client's, with their checklist, home-check
 * plans and visits. Staff and admins (the folder's guard). The access notes are never in an answer
 * here either: only the staff member assigned to an open visit reads them, from the visit.
 */
const staffPropertiesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/properties',
    { schema: { querystring: propertyListQuerySchema, response: { 200: z.array(propertySummarySchema) } } },
    async (request) => propertyList(ctx, request.query.search),
  );

  // Staff add properties for clients, so they pick the owner here (the Users screen is admins' only).
  app.get(
    '/admin/property-clients',
    { schema: { querystring: propertyListQuerySchema, response: { 200: z.array(propertyClientChoiceSchema) } } },
    async (request) => propertyClientChoices(ctx, request.query.search),
  );

  app.post(
    '/admin/properties',
    { schema: { body: staffPropertyInputSchema, response: { 201: propertySchema } } },
    async (request, reply) => reply.code(201).send(await addPropertyForClient(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/admin/properties/:id',
    { schema: { params: idParams, response: { 200: staffPropertyDetailSchema } } },
    async (request) => staffPropertyDetail(ctx, parseRouteId(request.params.id)),
  );

  app.patch(
    '/admin/properties/:id',
    { schema: { params: idParams, body: propertyInputSchema, response: { 200: propertySchema } } },
    async (request) => updatePropertyByStaff(ctx, currentUser(request), parseRouteId(request.params.id), request.body),
  );

  app.put(
    '/admin/properties/:id/checklist',
    { schema: { params: idParams, body: propertyChecklistInputSchema, response: { 200: propertyChecklistSchema } } },
    async (request) => setPropertyChecklist(ctx, currentUser(request), parseRouteId(request.params.id), request.body),
  );

  app.post(
    '/admin/properties/:id/plans',
    {
      onRequest: requireAdminToAssignVisits,
      schema: { params: idParams, body: visitPlanInputSchema, response: { 201: visitPlanCreatedSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await planVisits(ctx, currentUser(request), parseRouteId(request.params.id), request.body)),
  );

  app.post(
    '/admin/properties/:id/visits',
    {
      onRequest: requireAdminToAssignVisits,
      schema: { params: idParams, body: singleVisitInputSchema, response: { 201: visitSummarySchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addVisitToProperty(ctx, currentUser(request), parseRouteId(request.params.id), request.body)),
  );
};

export default staffPropertiesRoutes;
