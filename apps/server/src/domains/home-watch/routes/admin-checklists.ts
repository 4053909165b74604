import { checklistTemplateInputSchema, checklistTemplateSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import {
  checklistTemplate,
  createChecklistTemplate,
  deleteChecklistTemplate,
  replaceChecklistTemplate,
} from '../checklist-templates.js';
import { serviceContext } from '../../service-context.js';

/**
 * Checklist templates for home-watch visits: admins write them (the folder's guard); the list is
 * staff's too (domains/home-watch/routes/staff-checklist-templates.ts), to choose a property's. Exactly one is the
 * default (checklists-repository.ts); it cannot be deleted. Visits copy their items when they
 * start, so an edit here never changes a report already made.
 */
const checklistsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const templateId = (raw: string) => routeIdOr404(raw, 'checklist_not_found');

  app.post(
    '/admin/checklists',
    { schema: { body: checklistTemplateInputSchema, response: { 201: checklistTemplateSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createChecklistTemplate(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/admin/checklists/:id',
    { schema: { params: idParams, response: { 200: checklistTemplateSchema } } },
    async (request) => checklistTemplate(ctx, templateId(request.params.id)),
  );

  app.put(
    '/admin/checklists/:id',
    { schema: { params: idParams, body: checklistTemplateInputSchema, response: { 200: checklistTemplateSchema } } },
    async (request) => replaceChecklistTemplate(ctx, currentUser(request), templateId(request.params.id), request.body),
  );

  app.delete('/admin/checklists/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteChecklistTemplate(ctx, currentUser(request), templateId(request.params.id));
    return reply.code(204).send();
  });
};

export default checklistsRoutes;
