import {
  businessToday,
  CHECKLIST_MESSAGES,
  isClientRole,
  PLAN_MESSAGES,
  PROPERTY_CLIENT_CHOICES,
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
  visitPlanStoppedSchema,
  visitSummarySchema,
  type StaffPropertyDetail,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireAdminToAssignVisits } from '../../accounts/index.js';
import { badRequest, notFound } from '../../../lib/http-errors.js';
import { parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import { toProperty } from '../properties-repository.js';
import * as activity from '../home-watch-events.js';
import { createProperty, updateProperty } from '../property-changes.js';
import { serviceContext } from '../../service-context.js';
import { addVisit, createVisitPlan, stopVisitPlan } from '../visit-plans.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The back office's properties (docs/home-watch.md): every client's, with their checklist, visit
 * plans and visits. Staff and admins (the folder's guard). The access notes are never in an answer
 * here either: only the staff member assigned to an open visit reads them, from the visit.
 */
const staffPropertiesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const deps = { repos: app.repos, secretBox: app.secretBox };
  const ctx = serviceContext(app, config);

  async function existing(rawId: string) {
    const id = parseRouteId(rawId);
    const property = id === undefined ? undefined : await app.repos.properties.findById(id);
    if (!property) throw notFound('property_not_found');
    return property;
  }

  app.get(
    '/admin/properties',
    { schema: { querystring: propertyListQuerySchema, response: { 200: z.array(propertySummarySchema) } } },
    async (request) => app.repos.propertySummaries.summaries({ search: request.query.search }),
  );

  // Staff add properties for clients, so they pick the owner here (the Users screen is admins' only).
  app.get(
    '/admin/property-clients',
    { schema: { querystring: propertyListQuerySchema, response: { 200: z.array(propertyClientChoiceSchema) } } },
    async (request) => app.repos.propertySummaries.clientChoices(request.query.search, PROPERTY_CLIENT_CHOICES),
  );

  app.post(
    '/admin/properties',
    { schema: { body: staffPropertyInputSchema, response: { 201: propertySchema } } },
    async (request, reply) => {
      const owner = await app.repos.users.findById(request.body.clientId);
      if (!owner || !isClientRole(owner.role) || !owner.active) {
        throw badRequest('plan_client_required', { clientId: PLAN_MESSAGES.clientRequired });
      }
      return reply.code(201).send(await createProperty(deps, currentUser(request), owner, request.body));
    },
  );

  app.get(
    '/admin/properties/:id',
    { schema: { params, response: { 200: staffPropertyDetailSchema } } },
    async (request): Promise<StaffPropertyDetail> => {
      const property = await existing(request.params.id);
      const [client, plans, visits, checklist] = await Promise.all([
        app.repos.propertySummaries.clientContact(property.clientId),
        app.repos.visitPlans.listActive(property.id, businessToday()),
        app.repos.visits.summaries({ propertyId: property.id }),
        app.repos.checklists.propertyChecklist(property.id),
      ]);
      if (!client) throw notFound('property_not_found');
      return {
        property: toProperty(property),
        clientName: client.name,
        clientEmail: client.email,
        clientPhone: client.phone,
        plans,
        visits,
        checklist,
      };
    },
  );

  app.patch(
    '/admin/properties/:id',
    { schema: { params, body: propertyInputSchema, response: { 200: propertySchema } } },
    async (request) => updateProperty(deps, currentUser(request), await existing(request.params.id), request.body),
  );

  app.put(
    '/admin/properties/:id/checklist',
    { schema: { params, body: propertyChecklistInputSchema, response: { 200: propertyChecklistSchema } } },
    async (request) => {
      const property = await existing(request.params.id);
      const { templateId, extraItems } = request.body;
      if (templateId !== null && !(await app.repos.checklists.exists(templateId))) {
        throw badRequest('checklist_not_found', { templateId: CHECKLIST_MESSAGES.notFound });
      }
      await app.repos.checklists.setPropertyChecklist(property.id, templateId, extraItems);
      const checklist = await app.repos.checklists.propertyChecklist(property.id);
      await app.repos.events.record(
        activity.propertyChecklistChanged(currentUser(request), property, checklist.templateName),
      );
      return checklist;
    },
  );

  app.post(
    '/admin/properties/:id/plans',
    {
      onRequest: requireAdminToAssignVisits,
      schema: { params, body: visitPlanInputSchema, response: { 201: visitPlanCreatedSchema } },
    },
    async (request, reply) => {
      const property = await existing(request.params.id);
      return reply.code(201).send(await createVisitPlan(app.repos, currentUser(request), property, request.body));
    },
  );

  app.delete(
    '/admin/visit-plans/:id',
    { schema: { params, response: { 200: visitPlanStoppedSchema } } },
    async (request) => {
      const planId = routeIdOr404(request.params.id, 'plan_not_found');
      return { cancelled: await stopVisitPlan(app.repos, currentUser(request), planId) };
    },
  );

  app.post(
    '/admin/properties/:id/visits',
    {
      onRequest: requireAdminToAssignVisits,
      schema: { params, body: singleVisitInputSchema, response: { 201: visitSummarySchema } },
    },
    async (request, reply) => {
      const property = await existing(request.params.id);
      return reply.code(201).send(await addVisit(ctx, currentUser(request), property, request.body));
    },
  );
};

export default staffPropertiesRoutes;
