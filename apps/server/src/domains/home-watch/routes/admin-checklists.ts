import { checklistTemplateInputSchema, checklistTemplateSchema, type ChecklistTemplate } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import * as activity from '../home-watch-events.js';

const params = z.object({ id: z.string().max(20) });

/**
 * Checklist templates for home-watch visits: admins write them (the folder's guard); the list is
 * staff's too (domains/home-watch/routes/staff-checklist-templates.ts), to choose a property's. Exactly one is the
 * default (checklists-repository.ts); it cannot be deleted. Visits copy their items when they
 * start, so an edit here never changes a report already made.
 */
const checklistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const templateId = (raw: string) => routeIdOr404(raw, 'checklist_not_found');
  async function existing(id: number): Promise<ChecklistTemplate> {
    const template = await app.repos.checklists.find(id);
    if (!template) throw notFound('checklist_not_found');
    return template;
  }

  app.post(
    '/admin/checklists',
    { schema: { body: checklistTemplateInputSchema, response: { 201: checklistTemplateSchema } } },
    async (request, reply) => {
      const id = await app.repos.checklists.create(request.body);
      const template = await existing(id);
      await app.repos.events.record(activity.checklistChanged(currentUser(request), template, 'created'));
      return reply.code(201).send(template);
    },
  );

  app.get(
    '/admin/checklists/:id',
    { schema: { params, response: { 200: checklistTemplateSchema } } },
    async (request) => existing(templateId(request.params.id)),
  );

  app.put(
    '/admin/checklists/:id',
    { schema: { params, body: checklistTemplateInputSchema, response: { 200: checklistTemplateSchema } } },
    async (request) => {
      const id = templateId(request.params.id);
      if (!(await app.repos.checklists.replace(id, request.body))) throw notFound('checklist_not_found');
      const template = await existing(id);
      await app.repos.events.record(activity.checklistChanged(currentUser(request), template, 'updated'));
      return template;
    },
  );

  app.delete('/admin/checklists/:id', { schema: { params } }, async (request, reply) => {
    const template = await existing(templateId(request.params.id));
    const result = await app.repos.checklists.delete(template.id);
    if (result === 'not-found') throw notFound('checklist_not_found');
    if (result === 'default') throw conflict('checklist_default_in_use');
    await app.repos.events.record(activity.checklistChanged(currentUser(request), template, 'deleted'));
    return reply.code(204).send();
  });
};

export default checklistsRoutes;
