import { checklistTemplateSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { checklistTemplates } from '../checklist-templates.js';
import { serviceContext } from '../../service-context.js';

/**
 * GET /api/admin/checklists: every checklist template, for staff choosing a property's checklist
 * (admins edit them: domains/home-watch/routes/admin-checklists.ts).
 */
const checklistTemplatesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get('/admin/checklists', { schema: { response: { 200: z.array(checklistTemplateSchema) } } }, async () =>
    checklistTemplates(ctx),
  );
};

export default checklistTemplatesRoutes;
