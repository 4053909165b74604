import { checklistTemplateSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /api/admin/checklists: every checklist template, for staff choosing a property's checklist
 * (admins edit them: domains/home-watch/routes/admin-checklists.ts).
 */
const checklistTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/checklists', { schema: { response: { 200: z.array(checklistTemplateSchema) } } }, async () =>
    app.repos.checklists.list(),
  );
};

export default checklistTemplatesRoutes;
