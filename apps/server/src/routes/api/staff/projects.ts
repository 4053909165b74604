import {
  pageSchema,
  PROJECT_STATUSES,
  projectCountsSchema,
  projectListQuerySchema,
  staffAppointmentSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The Projects screen: appointments whose status is approved, in-progress or completed, newest
 * date first. Updating and deleting a project use the appointment calls.
 */
const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/projects',
    { schema: { querystring: projectListQuerySchema, response: { 200: pageSchema(staffAppointmentSchema) } } },
    async (request) => {
      const { page, pageSize, search, status } = request.query;
      const { items, total } = await app.repos.appointments.listPage(
        { search, statuses: status ? [status] : PROJECT_STATUSES },
        { limit: pageSize, offset: (page - 1) * pageSize },
        'newest',
      );
      return { items, total, page, pageSize };
    },
  );

  app.get('/admin/projects/counts', { schema: { response: { 200: projectCountsSchema } } }, async () =>
    app.repos.appointments.projectCounts(),
  );
};

export default projectsRoutes;
